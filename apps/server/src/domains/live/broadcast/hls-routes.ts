import send from '@fastify/send';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UploadStore } from '../../../uploads/upload-store.ts';
import { MEDIA_CSP } from '../../../web/csp.ts';
import { LIVE_HLS_BASE, type LivePlayback } from './playback.ts';
import type { LiveMediaState } from './live-media-state.ts';
import { mediaPlaylist } from './playlist.ts';

const FILE = /^(init-[0-9a-f]{16}\.mp4|seg-\d{1,7}\.m4s)$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A camera live's HLS: the playlist, made from the kept segments on every request, and the files. While on air
 * the playlist is not cached (a player asks again about every segment's length); the replay's playlist and every
 * file never change, so they are cached (privately for a private live, whose every address carries its watch
 * token). A live that is removed, not a camera live, or not on air and without a replay has nothing here (404).
 * What a request reads of the live comes through `media` (briefly cached, dropped by every studio write).
 */
export function registerLiveHlsRoutes(
  app: FastifyInstance,
  media: LiveMediaState,
  uploads: UploadStore,
  playback: LivePlayback,
): void {
  async function allowed(
    liveId: string,
    token: unknown,
    reply: FastifyReply,
  ): Promise<{ ended: boolean; isPrivate: boolean } | null> {
    if (!GUID.test(liveId)) return null;
    const live = await media.live(liveId);
    if (!live || live.status !== 'published' || live.source !== 'camera') return null;
    if (live.broadcastState === 'idle' || (live.broadcastState === 'ended' && !live.hasReplay)) return null;
    const isPrivate = live.inviteCodeHash !== null;
    if (isPrivate && !(await playback.verify(token, liveId))) {
      reply.code(403);
      return null;
    }
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', MEDIA_CSP);
    return { ended: live.broadcastState === 'ended', isPrivate };
  }

  app.get(`${LIVE_HLS_BASE}:liveId/index.m3u8`, async (request, reply) => {
    const { liveId } = request.params as { liveId: string };
    const token = (request.query as { t?: unknown }).t;
    const live = await allowed(liveId, token, reply);
    if (!live) return reply.statusCode === 403 ? reply.send('') : reply.callNotFound();
    const suffix = live.isPrivate ? `?t=${encodeURIComponent(String(token))}` : '';
    const body = mediaPlaylist(await media.segments(liveId, live.ended), live.ended, suffix);
    const scope = live.isPrivate ? 'private' : 'public';
    return reply
      .type('application/vnd.apple.mpegurl')
      .header('cache-control', live.ended ? `${scope}, max-age=300` : 'no-cache')
      .send(body);
  });

  app.get(`${LIVE_HLS_BASE}:liveId/:file`, async (request, reply) => {
    const { liveId, file } = request.params as { liveId: string; file: string };
    if (!FILE.test(file)) return reply.callNotFound();
    const live = await allowed(liveId, (request.query as { t?: unknown }).t, reply);
    if (!live) return reply.statusCode === 403 ? reply.send('') : reply.callNotFound();
    const dir = await uploads.liveDir(liveId);
    const sent = await send(request.raw, file, {
      root: dir,
      immutable: true,
      maxAge: '365d',
      contentType: false,
    });
    if (sent.type === 'error') return reply.callNotFound();
    const headers = { ...sent.headers } as Record<string, string>;
    if (live.isPrivate) headers['cache-control'] = 'private, max-age=31536000, immutable';
    return reply.code(sent.statusCode).headers(headers).type('video/mp4').send(sent.stream);
  });
}
