import send from '@fastify/send';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import type { UploadStore } from '../../../uploads/upload-store.ts';
import { MEDIA_CSP } from '../../../web/csp.ts';
import { LIVE_HLS_BASE, type LivePlayback } from './playback.ts';
import { mediaPlaylist, type PlaylistSegment } from './playlist.ts';
import type { StudioRepository } from './studio.repository.ts';

const FILE = /^(init-[0-9a-f]{16}\.mp4|seg-\d{1,7}\.m4s)$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A camera live's HLS: the playlist, made from the kept segments on every request, and the files. While on air
 * the playlist is not cached (a player asks again about every segment's length); the replay's playlist and every
 * file never change, so they are cached (privately for a private live, whose every address carries its watch
 * token). A live that is removed, not a camera live, or not on air and without a replay has nothing here (404).
 *
 * Every viewer asks for the playlist about once a segment and for each segment once: with hundreds of viewers
 * that would be a database read per request. The live's state is kept for a second and its segment list for half
 * a second (a segment lasts one), on each gateway, so a live that ends or is removed is seen so within a second,
 * and the reads stay one per live per half second whatever the audience.
 */
export function registerLiveHlsRoutes(
  app: FastifyInstance,
  repo: StudioRepository,
  uploads: UploadStore,
  playback: LivePlayback,
): void {
  const lives = new TtlCache<Awaited<ReturnType<StudioRepository['forMedia']>>>(1000, 5_000, 'live_media');
  const segments = new TtlCache<PlaylistSegment[]>(500, 5_000, 'live_segments');

  async function allowed(
    liveId: string,
    token: unknown,
    reply: FastifyReply,
  ): Promise<{ ended: boolean; isPrivate: boolean } | null> {
    if (!GUID.test(liveId)) return null;
    const live = await lives.getOrLoad(liveId, () => repo.forMedia(liveId));
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
    // The replay's playlist is cached for minutes by whoever reads it: it is made from the rows, never a list
    // read before the last pieces came in (a replay is read once per viewer, not once a second).
    const list = live.ended
      ? await repo.segments(liveId)
      : await segments.getOrLoad(liveId, () => repo.segments(liveId));
    const body = mediaPlaylist(list, live.ended, suffix);
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
