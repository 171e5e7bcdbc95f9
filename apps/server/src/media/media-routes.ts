import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../env.ts';
import { MEDIA_CSP } from '../web/csp.ts';
import { renderSvg } from './svg.ts';
import { DEMO_VIDEO_BASE, MEDIA_KINDS, type MediaKind } from './urls.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const isKind = (k: string): k is MediaKind => (MEDIA_KINDS as readonly string[]).includes(k);
/** The demo clip, made once with ffmpeg and kept as a fixture (demo/media/video/README.md). */
const DEMO_VIDEO_DIR = path.join(SERVER_ROOT, 'demo/media/video');
/** Types the MIME table may not know: HLS media segments of fragmented MP4 (RFC 8216bis), and the playlist. */
const VIDEO_TYPES: Record<string, string> = {
  '.m4s': 'video/iso.segment',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
};

/** /media/<kind>/<hue>-<label>.svg: pictures drawn from their URL; /media/video/: the demo clip's files. */
export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  // Byte ranges (Safari plays video only from servers that answer them), ETags and immutable caching come from
  // @fastify/static; the files never change under a name.
  await app.register(fastifyStatic, {
    root: DEMO_VIDEO_DIR,
    prefix: DEMO_VIDEO_BASE,
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '365d',
    immutable: true,
    // Only the clip's own files: not its README, nor anything a crafted path (`//README.md`) might reach.
    allowedPath: (pathName) => /^\/demo[\w-]*\.(mp4|m4s|m3u8)$/.test(pathName),
    setHeaders: (res, file) => {
      const type = VIDEO_TYPES[path.extname(file)];
      if (type) res.setHeader('content-type', type);
    },
  });
  app.get('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const m = /^(\d{1,3})-(.{0,64})\.svg$/.exec(file);
    if (!isKind(kind) || !m) return reply.callNotFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .header('content-security-policy', MEDIA_CSP)
      .send(renderSvg(kind, Number(m[1]) % 360, m[2] ?? ''));
  });
}
