import type { FastifyInstance } from 'fastify';
import { MEDIA_CSP } from '../web/csp.ts';
import type { UploadStore } from './upload-store.ts';

export const UPLOADS_BASE = '/uploads/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** The address an uploaded file is served at. */
export const uploadUrl = (key: string) => UPLOADS_BASE + key;

/**
 * GET /uploads/<hash>.<ext>: an uploaded file with the type its content was checked to be (the extension was
 * set by the check, never by the uploader), immutable, and never sniffed into something else.
 */
export function registerUploadRoutes(app: FastifyInstance, store: UploadStore): void {
  app.get('/uploads/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const m = /^[a-f0-9]{64}\.(jpg|png)$/.exec(key);
    const bytes = m ? await store.get(key) : null;
    if (!m || !bytes) return reply.callNotFound();
    return reply
      .type(TYPES[m[1]!]!)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', MEDIA_CSP)
      .send(bytes);
  });
}
