import type { FastifyInstance } from 'fastify';
import { MEDIA_CSP } from '../web/csp.ts';
import { renderSvg } from './svg.ts';
import { MEDIA_KINDS, type MediaKind } from './urls.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const isKind = (k: string): k is MediaKind => (MEDIA_KINDS as readonly string[]).includes(k);

/** /media/<kind>/<hue>-<label>.svg: pictures drawn from their URL; /media/video/demo.webm: the demo clip. */
export function registerMediaRoutes(app: FastifyInstance): void {
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
