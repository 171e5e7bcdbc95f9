import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, schema } from './client.ts';
import { PgliteNamedStatements } from './pglite-named-statements.ts';

const onPglite = new WeakMap<PGlite, Db>();

/**
 * The Db to build a hot read on with `.prepare(name)`: the statement is parsed and planned once per connection and
 * each call is one round trip. On PostgreSQL that is `db` itself (node-postgres sends a named statement's Parse
 * once per connection, then Bind/Execute/Sync). On PGlite it is a second Drizzle over the same database whose
 * queries go through PgliteNamedStatements, because Drizzle's PGlite driver drops the name. One per PGlite, so
 * statement names never collide.
 */
export function preparedReads(db: Db): Db {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return db;
  let reads = onPglite.get(client);
  if (!reads) {
    // Drizzle's PGlite session only calls the client's `query` for a prepared select; that is what this one has.
    reads = drizzle(new PgliteNamedStatements(client) as unknown as PGlite, { schema });
    onPglite.set(client, reads);
  }
  return reads;
}
