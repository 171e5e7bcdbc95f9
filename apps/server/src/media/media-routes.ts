import type { FastifyInstance } from 'fastify';
import { MEDIA_CSP } from '../web/csp.ts';
import { renderSvg } from './svg.ts';
import { DEMO_VIDEO_URL, MEDIA_KINDS, type MediaKind } from './urls.ts';
import { demoVideo } from './video.ts';
import { DEMO_HLS_URL, demoHls, hlsFileUrl } from './hls.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const isKind = (k: string): k is MediaKind => (MEDIA_KINDS as readonly string[]).includes(k);

/** /media/<kind>/<hue>-<label>.svg: pictures drawn from their URL; /media/video/demo.mp4: the demo clip. */
export function registerMediaRoutes(app: FastifyInstance): void {
  // Safari plays video only from servers that answer byte ranges, so a single range is honoured.
  app.get(DEMO_VIDEO_URL, async (request, reply) => {
    const video = demoVideo();
    reply.type('video/mp4').header('cache-control', IMMUTABLE).header('accept-ranges', 'bytes');
    const m = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (!m || (m[1] === '' && m[2] === '')) return reply.send(video);
    const size = video.length;
    const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
    const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(size - 1, Number(m[2]));
    if (start > end || start >= size)
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .send(video.subarray(start, end + 1));
  });
  // The HLS rendition: the playlist and its fragmented-MP4 init and media segments (hls.ts).
  app.get(DEMO_HLS_URL, async (_request, reply) =>
    reply.type('application/vnd.apple.mpegurl').header('cache-control', IMMUTABLE).send(demoHls().playlist),
  );
  for (const [name, bytes] of demoHls().files) {
    app.get(hlsFileUrl(name), async (_request, reply) =>
      reply
        .type(name.endsWith('.m4s') ? 'video/iso.segment' : 'video/mp4')
        .header('cache-control', IMMUTABLE)
        .send(bytes),
    );
  }
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
