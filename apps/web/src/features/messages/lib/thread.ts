import type { TImMessage } from '@showfloor/contracts';

/** A conversation's messages as a page holds them: in seq order, each once, and whether older ones exist. */
export interface Thread {
  messages: TImMessage[];
  hasOlder: boolean;
}

/**
 * Adds messages (a frame, a catch-up, an older page, one's own sent message) to a thread: each seq once, in seq
 * order, whatever order and however often they arrive.
 */
export function mergeMessages(list: readonly TImMessage[], incoming: readonly TImMessage[]): TImMessage[] {
  if (incoming.length === 0) return list as TImMessage[];
  const bySeq = new Map<number, TImMessage>();
  for (const m of list) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const lastSeqOf = (list: readonly TImMessage[]) => list.at(-1)?.seq ?? 0;

/** The seqs missing between the first and the last held (a gap a catch-up must fill). */
export function gapsIn(list: readonly TImMessage[]): number[] {
  const missing: number[] = [];
  for (let i = 1; i < list.length; i++)
    for (let s = list[i - 1]!.seq + 1; s < list[i]!.seq; s++) missing.push(s);
  return missing;
}
