import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../db/client.ts';
import { createServices } from '../domains/services.ts';

export interface DbOptions {
  /** An open database (tests); the app then does not close it. */
  database?: Database;
  dataDir?: string;
  databaseUrl?: string | null;
}

/** Opens (or adopts) the database and builds the services on it; closes it with the app when it opened it. */
export async function registerDb(app: FastifyInstance, opts: DbOptions): Promise<void> {
  const database =
    opts.database ??
    (await openDatabase({
      dataDir: opts.dataDir,
      databaseUrl: opts.databaseUrl ?? null,
      log: (m) => app.log.info(m),
    }));
  app.decorate('database', database);
  app.decorate('services', createServices(database.db));
  if (!opts.database) app.addHook('onClose', async () => database.close());
}
