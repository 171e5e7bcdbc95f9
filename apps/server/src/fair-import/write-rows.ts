import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, TableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { Upsert } from './fair-rows.ts';

/** A few hundred rows a statement: PostgreSQL takes at most 65,535 parameters in one. */
const CHUNK = 300;

/**
 * Inserts rows, and for a row that is there already sets only the columns its Upsert names (what the file gave:
 * a counter the file leaves out keeps the value the fair has counted). Rows are written in groups of the same
 * columns, a chunk per statement.
 */
export async function upsertRows<T extends PgTable<TableConfig>>(
  db: Db,
  table: T,
  target: PgColumn | PgColumn[],
  items: Upsert<T['$inferInsert']>[],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const groups = new Map<string, Upsert<T['$inferInsert']>[]>();
  for (const item of items) {
    const key = item.update.join(',');
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    // excluded.<column>: the value the statement tried to insert for this row.
    const set = Object.fromEntries(
      first.update.map((k) => [k, sql.raw(`excluded."${columns[k]?.name ?? k}"`)]),
    ) as PgUpdateSetSource<T>;
    for (let i = 0; i < group.length; i += CHUNK) {
      const rows = group.slice(i, i + CHUNK).map((g) => g.row);
      const insert = db.insert(table).values(rows);
      await (first.update.length > 0
        ? insert.onConflictDoUpdate({ target, set })
        : insert.onConflictDoNothing());
    }
  }
}

/** Inserts rows that are not there; what is stored stays as it is (accounts, bookings, slots with seats taken). */
export async function insertMissing<T extends PgTable<TableConfig>>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
}
