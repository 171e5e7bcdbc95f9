import { describe } from 'vitest';
import { storedReadSuite } from './exhibitor-stored-suite.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';

/* The write paths of exhibitor-aggregates.test.ts again, on PostgreSQL: the same triggers, a real server. */
const reason = await postgresUnavailable('exhibitor aggregates');

describe.skipIf(reason !== null)(
  'what the exhibitor detail reads, after each write path (PostgreSQL)',
  () => {
    const appOf = usePostgresApp('showfloor_stored');
    storedReadSuite(() => {
      const app = appOf();
      return { app, db: app.database.db };
    });
  },
);
