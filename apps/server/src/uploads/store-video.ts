import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TVideoRefusal } from '@showfloor/contracts';
import { uploadUrl } from './upload-routes.ts';
import type { UploadStore } from './upload-store.ts';
import { type AcceptedVideo, inspectVideo } from './video-check.ts';

/** An uploaded video as the calls answer it: its key (what a later call names it by), address and what was read. */
export interface StoredVideo extends AcceptedVideo {
  video: string;
  url: string;
}

export type VideoUpload =
  { ok: true; stored: StoredVideo } | { ok: false; reason: TVideoRefusal; fact?: string };

/** Raised inside the pipeline when the body passes the limit: the upload stops there. */
class TooLarge extends Error {}

/**
 * A video sent as the request's body, streamed to a temporary file of the store (never held in memory) while it is
 * counted and hashed; cut off past `maxBytes`; then read by its boxes (uploads/video-check.ts) and kept under its
 * hash. A refused or cut-off file is removed; nothing half-written is ever served.
 */
export async function storeVideo(
  store: UploadStore,
  body: Readable,
  maxBytes: number,
  declaredBytes: number | null,
): Promise<VideoUpload> {
  // A body that says it is too large is refused before a byte of it is read.
  if (declaredBytes !== null && declaredBytes > maxBytes) {
    body.resume();
    return { ok: false, reason: 'tooLarge' };
  }
  const temp = await store.incoming();
  const hash = createHash('sha256');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // Piped, not pipelined: cutting the upload off must not destroy the request, so that the answer still reaches
  // the client (the rest of its body is read and dropped).
  body.on('error', (e) => counted.destroy(e));
  body.pipe(counted);
  try {
    await pipeline(counted, createWriteStream(temp));
  } catch (e) {
    body.unpipe(counted);
    body.resume();
    await store.discard(temp);
    if (e instanceof TooLarge) return { ok: false, reason: 'tooLarge' };
    throw e;
  }
  const verdict = await inspectVideo(temp, size);
  if (!verdict.ok) {
    await store.discard(temp);
    return verdict;
  }
  const key = `${hash.digest('hex')}.mp4`;
  await store.adopt(key, temp);
  return { ok: true, stored: { video: key, url: uploadUrl(key), ...verdict.video } };
}
