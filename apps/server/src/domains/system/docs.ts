import { ALL_CALLS } from '@showfloor/contracts';
import { buildOpenApi } from '@showfloor/contracts/schemas';
import type { FastifyInstance } from 'fastify';

/** GET /api/docs: the OpenAPI document generated from the same contracts the routes are registered from. */
export function registerDocs(app: FastifyInstance): void {
  let doc: Record<string, unknown> | null = null;
  app.get('/api/docs', async () => {
    doc ??= buildOpenApi(ALL_CALLS);
    return doc;
  });
}
