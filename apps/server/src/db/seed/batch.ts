import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Postgres caps a statement at 65535 parameters; chunks of a few hundred rows stay well under it. */
export async function insertBatched<T extends PgTable<TableConfig>>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 400,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .onConflictDoNothing();
  }
}
