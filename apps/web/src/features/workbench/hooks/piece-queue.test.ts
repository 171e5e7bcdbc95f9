import { describe, expect, it } from 'vitest';
import { MAX_WAITING_PIECES, type Piece, PieceQueue, type SendOutcome } from './piece-queue.ts';

const piece = (seq: number, session = 's1'): Piece => ({ session, seq, blob: new Blob([String(seq)]) });

function harness(answers: (p: Piece, tries: number) => SendOutcome) {
  const log: string[] = [];
  const tries = new Map<string, number>();
  const pauses: number[] = [];
  const q = new PieceQueue(
    async (p) => {
      const key = `${p.session}/${p.seq}`;
      const n = (tries.get(key) ?? 0) + 1;
      tries.set(key, n);
      const outcome = answers(p, n);
      log.push(`${key}:${outcome}`);
      return outcome;
    },
    async (ms) => {
      pauses.push(ms);
    },
    {
      sent: () => {},
      newSession: () => log.push('newSession'),
      stopped: () => log.push('stopped'),
      retrying: () => {},
    },
  );
  return { q, log, pauses };
}

describe('PieceQueue', () => {
  it('sends pieces in order, retrying one until it is kept before the next goes', async () => {
    const { q, log, pauses } = harness((p, n) => (p.seq === 1 && n < 3 ? 'retry' : 'ok'));
    for (const s of [0, 1, 2]) q.push(piece(s));
    await q.drained();
    expect(log).toEqual(['s1/0:ok', 's1/1:retry', 's1/1:retry', 's1/1:ok', 's1/2:ok']);
    expect(pauses).toEqual([500, 1000]);
  });

  it('drops what follows a gap and asks for a new session', async () => {
    const { q, log } = harness((p) => (p.seq === 1 ? 'gap' : 'ok'));
    for (const s of [0, 1, 2]) q.push(piece(s));
    await q.drained();
    expect(log).toEqual(['s1/0:ok', 's1/1:gap', 'newSession']);
    q.push(piece(0, 's2'));
    await q.drained();
    expect(log.at(-1)).toBe('s2/0:ok');
  });

  it('stops for good when the live is off air', async () => {
    const { q, log } = harness(() => 'stop');
    q.push(piece(0));
    q.push(piece(1));
    await q.drained();
    q.push(piece(2));
    await q.drained();
    expect(log).toEqual(['s1/0:stop', 'stopped']);
  });

  it('gives up the waiting pieces for a new session rather than holding more than its limit', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const log: string[] = [];
    const q = new PieceQueue(
      async () => {
        await gate;
        return 'ok';
      },
      async () => {},
      { sent: () => {}, newSession: () => log.push('newSession'), stopped: () => {}, retrying: () => {} },
    );
    for (let s = 0; s <= MAX_WAITING_PIECES; s++) q.push(piece(s));
    expect(log).toEqual(['newSession']);
    expect(q.length).toBe(0);
    release();
    await q.drained();
  });
});
