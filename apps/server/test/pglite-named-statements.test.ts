import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteNamedStatements } from '../src/db/pglite-named-statements.ts';

let pglite: PGlite;
let named: PgliteNamedStatements;
beforeAll(async () => {
  pglite = new PGlite();
  // Timestamps come back as text in the session's zone, which PGlite takes from the machine: fix it.
  await pglite.exec(`
    set timezone = 'UTC';
    create table t (id uuid primary key, n int, doc jsonb, at timestamptz, note text);
    insert into t values
      ('00000000-0000-4000-8000-000000000001', 1, '{"a": [1, "x"]}', '2026-12-07 02:00:00+00', null),
      ('00000000-0000-4000-8000-000000000002', 2, null, '2026-12-08 02:00:00+00', 'two');
  `);
  named = new PgliteNamedStatements(pglite);
});
afterAll(() => pglite.close());

const ONE = '00000000-0000-4000-8000-000000000001';
const TWO = '00000000-0000-4000-8000-000000000002';
const BY_IDS = 'select id, n, doc, at, note from t where id = any($1) order by n';

describe('PgliteNamedStatements', () => {
  it('answers what PGlite’s own query answers, in both row modes, with typed parameters (uuid[], null)', async () => {
    for (const rowMode of ['array', 'object'] as const) {
      const ours = await named.query(BY_IDS, [[ONE, TWO]], { rowMode });
      const theirs = await pglite.query(BY_IDS, [[ONE, TWO]], { rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.rows).toHaveLength(2);
    }
    const none = await named.query('select count(*)::int as c from t where note is not distinct from $1', [
      null,
    ]);
    expect(none.rows).toEqual([{ c: 1 }]);
  });

  it('uses the caller’s parsers before PGlite’s (Drizzle keeps timestamps as text)', async () => {
    const r = await named.query<[string]>('select at from t where id = $1', [ONE], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (v: string) => v },
    });
    expect(r.rows[0]?.[0]).toBe('2026-12-07 02:00:00+00');
  });

  it('counts the rows a write changed', async () => {
    const r = await named.query('update t set n = n + 10 where id = any($1)', [[ONE, TWO]]);
    expect(r.affectedRows).toBe(2);
    await named.query('update t set n = n - 10 where id = any($1)', [[ONE, TWO]]);
  });

  it('reports a statement that does not parse every time it is asked, and is not broken by it', async () => {
    await expect(named.query('select nope from t')).rejects.toThrow(/nope/);
    await expect(named.query('select nope from t')).rejects.toThrow(/nope/);
    expect((await named.query('select n from t where id = $1', [TWO])).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a statement again when the session lost it', async () => {
    const text = 'select note from t where id = $1';
    expect((await named.query(text, [TWO])).rows).toEqual([{ note: 'two' }]);
    await pglite.exec('deallocate all');
    expect((await named.query(text, [TWO])).rows).toEqual([{ note: 'two' }]);
  });

  it('waits for a transaction that is running, then reads what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const tx = pglite.transaction(async (t) => {
      await t.query(`insert into t (id, n) values ('00000000-0000-4000-8000-000000000003', 3)`);
      await held;
      order.push('commit');
    });
    // Let the transaction begin before the read is asked for.
    await new Promise((r) => setTimeout(r, 20));
    const read = named.query<{ c: number }>('select count(*)::int as c from t').then((r) => {
      order.push('read');
      return r.rows[0]?.c;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    release();
    await tx;
    expect(await read).toBe(3);
    expect(order).toEqual(['commit', 'read']);
  });
});
