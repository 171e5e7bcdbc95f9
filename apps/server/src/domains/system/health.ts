import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';

/** GET /api/health: the process answers and the database answers a query. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/api/health', { config: app.apiRouteDefaults.config }, async () => {
    await app.database.db.execute(sql`select 1`);
    return success({ status: 'ok', db: app.database.kind });
  });
}
