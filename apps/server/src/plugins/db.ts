import type { Clock } from '@showfloor/domain';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../db/client.ts';
import { prepareData } from '../db/seed/prepare.ts';
import { withStartLock } from '../db/start-lock.ts';
import { READ_YOUR_WRITES_MS, ReadRouting } from '../db/read-routing.ts';
import { createServices } from '../domains/services.ts';
import type { TextTranslator } from '../domains/translate/text-translator.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import type { WechatSettings } from '../domains/weixin/wechat-settings.ts';
import type { SharedState } from '../shared/shared-state.ts';

export interface DbOptions {
  /** An open, prepared database (tests); the app then does not close it. */
  database?: Database;
  dataDir?: string;
  databaseUrl?: string | null;
  /** A PostgreSQL replica for the catalog's reads (DATABASE_READ_URL). */
  databaseReadUrl?: string | null;
  /** The embedded database's page cache (PGLITE_BUFFERS). */
  pgliteBuffers?: string;
  clock: Clock;
  /** Seed the demo fair into an empty database (and keep it current); off for a real fair. */
  demo: boolean;
  /** The translation service for pairs OpenCC does not cover (TRANSLATE_URL); none by default. */
  translator?: TextTranslator | null;
  /** Where uploaded files are kept. */
  uploads: UploadStore;
  /** The WeChat official accounts that sign sharing inside WeChat; none by default. */
  wechat?: WechatSettings;
  /** What the gateway processes share: the limits' counters and the bus (shared/shared-state.ts). */
  shared: Pick<SharedState, 'counters' | 'bus'>;
}

/**
 * Opens (or adopts) the database, prepares the data it opened (demo fair, search index, dictionary) and builds the
 * services on it; closes it with the app when it opened it.
 */
export async function registerDb(app: FastifyInstance, opts: DbOptions): Promise<void> {
  let database = opts.database;
  let routing: ReadRouting | null = null;
  if (!database) {
    const log = (m: string) => app.log.info(m);
    const opened = await openDatabase({
      dataDir: opts.dataDir,
      databaseUrl: opts.databaseUrl ?? null,
      databaseReadUrl: opts.databaseReadUrl ?? null,
      onStatement: (statement) => routing?.sent(statement),
      pgliteBuffers: opts.pgliteBuffers,
      log,
    });
    try {
      await withStartLock(opened, () => prepareData(opened.db, { clock: opts.clock, demo: opts.demo, log }));
    } catch (err) {
      await opened.close();
      throw err;
    }
    database = opened;
    app.addHook('onClose', async () => opened.close());
  }
  if (database.replica) {
    const { counters } = opts.shared;
    routing = new ReadRouting(database.db, database.replica, {
      wrote: async (accountId) => void (await counters.increment(`wrote:${accountId}`, READ_YOUR_WRITES_MS)),
      wroteLately: async (accountId) => (await counters.peek(`wrote:${accountId}`)) > 0,
    });
  }
  app.decorate('readRouting', routing);
  app.decorate('database', database);
  app.decorate('clock', opts.clock);
  app.decorate(
    'services',
    createServices(
      database.db,
      opts.clock,
      opts.uploads,
      opts.translator ?? null,
      opts.wechat,
      opts.shared,
      routing?.reads,
    ),
  );
}
