import type { Clock } from '@showfloor/domain';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../db/client.ts';
import { prepareData } from '../db/seed/prepare.ts';
import { createServices } from '../domains/services.ts';
import type { TextTranslator } from '../domains/translate/text-translator.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import type { WechatSettings } from '../domains/weixin/wechat-settings.ts';

export interface DbOptions {
  /** An open, prepared database (tests); the app then does not close it. */
  database?: Database;
  dataDir?: string;
  databaseUrl?: string | null;
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
}

/**
 * Opens (or adopts) the database, prepares the data it opened (demo fair, search index, dictionary) and builds the
 * services on it; closes it with the app when it opened it.
 */
export async function registerDb(app: FastifyInstance, opts: DbOptions): Promise<void> {
  let database = opts.database;
  if (!database) {
    const log = (m: string) => app.log.info(m);
    const opened = await openDatabase({
      dataDir: opts.dataDir,
      databaseUrl: opts.databaseUrl ?? null,
      pgliteBuffers: opts.pgliteBuffers,
      log,
    });
    try {
      await prepareData(opened.db, { clock: opts.clock, demo: opts.demo, log });
    } catch (err) {
      await opened.close();
      throw err;
    }
    database = opened;
    app.addHook('onClose', async () => opened.close());
  }
  app.decorate('database', database);
  app.decorate('clock', opts.clock);
  app.decorate(
    'services',
    createServices(database.db, opts.clock, opts.uploads, opts.translator ?? null, opts.wechat),
  );
}
