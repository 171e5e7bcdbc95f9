import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TrackInfo } from './fmp4.ts';

/**
 * Where a camera live's ingest stands, kept in the live's directory beside its media: the recording session, the
 * next piece it expects, the initialization segment now in force and its tracks. The bytes of a box not complete
 * yet wait in `tail.bin`. Both are replaced whole (a temporary file, then a rename), so a crash leaves the old
 * state or the new one, never half of one.
 */
export interface IngestState {
  session: string | null;
  nextSeq: number;
  init: string | null;
  tracks: TrackInfo[] | null;
}

const EMPTY: IngestState = { session: null, nextSeq: 0, init: null, tracks: null };

async function replace(file: string, bytes: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}

export async function readIngest(dir: string): Promise<{ state: IngestState; tail: Buffer }> {
  try {
    const state = JSON.parse(await readFile(path.join(dir, 'ingest.json'), 'utf8')) as IngestState;
    const tail = await readFile(path.join(dir, 'tail.bin')).catch(() => Buffer.alloc(0));
    return { state, tail };
  } catch {
    return { state: { ...EMPTY }, tail: Buffer.alloc(0) };
  }
}

export async function writeIngest(dir: string, state: IngestState, tail: Buffer): Promise<void> {
  await replace(path.join(dir, 'tail.bin'), tail);
  await replace(path.join(dir, 'ingest.json'), JSON.stringify(state));
}

/** An initialization segment is named by its content: the same recorder settings give the same file. */
export function initName(bytes: Buffer): string {
  return `init-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.mp4`;
}

export const segmentName = (seq: number) => `seg-${seq}.m4s`;

/** Writes a media file of the live whole (a player never reads half a segment). */
export const writeMedia = (dir: string, name: string, bytes: Buffer) => replace(path.join(dir, name), bytes);
