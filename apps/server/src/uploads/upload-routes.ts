import path from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { MEDIA_CSP } from '../web/csp.ts';
import type { UploadStore } from './upload-store.ts';

export const UPLOADS_BASE = '/uploads/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4' };

/** The address an uploaded file is served at. */
export const uploadUrl = (key: string) => UPLOADS_BASE + key;

/**
 * GET /uploads/<hash>.<ext>: an uploaded file with the type its content was checked to be (the extension was
 * set by the check, never by the uploader), immutable, and never sniffed into something else. A video is sent
 * from its file in byte ranges (a phone's player asks for ranges, and Safari plays nothing without them).
 */
export function registerUploadRoutes(app: FastifyInstance, store: UploadStore): void {
  app.get('/uploads/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const m = /^[a-f0-9]{64}\.(jpg|png|mp4)$/.exec(key);
    if (!m) return reply.callNotFound();
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', MEDIA_CSP);
    if (m[1] === 'mp4') {
      const file = await store.fileOf(key);
      if (!file) return reply.callNotFound();
      const sent = await send(request.raw, path.basename(file), {
        root: path.dirname(file),
        immutable: true,
        maxAge: '365d',
        contentType: false,
      });
      if (sent.type === 'error') return reply.callNotFound();
      return reply.code(sent.statusCode).headers(sent.headers).type(TYPES.mp4!).send(sent.stream);
    }
    const bytes = await store.get(key);
    if (!bytes) return reply.callNotFound();
    return reply.type(TYPES[m[1]!]!).header('cache-control', IMMUTABLE).send(bytes);
  });
}
