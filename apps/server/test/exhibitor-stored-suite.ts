import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { getExhibitorDetail, type TExhibitorDetail } from '@showfloor/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { exhibitorFields, exhibitors, pavilions, products } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import { ensureSeeded } from '../src/db/seed/seed.ts';
import { SERVER_ROOT } from '../src/env.ts';
import { idOf, loadFair } from '../src/fair-import/import-fair.ts';
import { ExhibitorRepository } from '../src/domains/exhibitor/exhibitor.repository.ts';
import { api, call } from './helpers.ts';

/*
 * What the exhibitor detail reads is stored on the exhibitor row and kept by the database on write (migrations 0012,
 * 0013). The same cases run on PGlite (exhibitor-aggregates.test.ts) and PostgreSQL (…-postgres.test.ts): after each
 * write path, every stored value equals what counting and joining give, and the detail call answers it.
 */

/** The rows of db.execute: node-postgres and PGlite both answer { rows } (Drizzle types it loosely). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Exhibitors whose stored counts, profile or pavilion name differ from what the tables say now. */
export async function storedMismatches(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    select e.id from exhibitors e left join pavilions p on p.id = e.pavilion_id
    where e.listed_product_count <> (select count(*) from products x where x.exhibitor_id = e.id and x.status = 'listed')
       or e.listed_project_count <> (select count(*) from projects x where x.exhibitor_id = e.id and x.status = 'listed')
       or e.profile <> coalesce((
            select jsonb_agg(jsonb_build_object('fieldName', f.field_name, 'fieldType', f.field_type,
              'displayName', f.display_name, 'fieldValue', f.field_value, 'valueI18n', f.value_i18n) order by f.sort, f.id)
            from exhibitor_fields f where f.exhibitor_id = e.id), '[]'::jsonb)
       or e.pavilion_name is distinct from p.name`,
  );
  return rows.map((r) => r.id);
}

const EXAMPLE = path.join(SERVER_ROOT, 'fair-example');
const FAIR = '3a9e2c10-7b4d-4e21-9c55-0f1d2e3b4a01';

export interface Subject {
  app: FastifyInstance;
  db: Db;
}

export function storedReadSuite(subject: () => Subject): void {
  /** The detail call as a visitor sees it now (the service's few-second cache dropped first, as a visit does). */
  async function detail(id: string): Promise<TExhibitorDetail> {
    const { app } = subject();
    app.services.exhibitor.invalidate(id);
    const res = await call<TExhibitorDetail>(app, {
      url: api(getExhibitorDetail.path),
      query: { id, lang: 'en-US' },
    });
    expect(res.body.isSuccess).toBe(true);
    return res.body.returnObj!;
  }

  async function newExhibitor(pavilionId: string | null): Promise<string> {
    const { db } = subject();
    const id = randomUUID();
    const [demo] = await db.select().from(exhibitors).where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
    await db.insert(exhibitors).values({
      id,
      bventId: DEMO_EVENT_ID,
      orgId: randomUUID(),
      pavilionId,
      name: { 'en-US': 'Stored Ltd' },
      logo: '/media/logo.svg',
      shopDecoration: demo!.shopDecoration,
    });
    return id;
  }

  async function newPavilion(en: string): Promise<string> {
    const id = randomUUID();
    await subject()
      .db.insert(pavilions)
      .values({ id, bventId: DEMO_EVENT_ID, name: { 'en-US': en } });
    return id;
  }

  const product = (exhibitorId: string, status: string) => ({
    id: randomUUID(),
    bventId: DEMO_EVENT_ID,
    exhibitorId,
    name: { 'en-US': `P ${status}` },
    image: '/media/p.svg',
    status,
  });

  it('products added, banned, audited, moved and removed: the listed count follows', async () => {
    const { db } = subject();
    const a = await newExhibitor(null);
    const b = await newExhibitor(null);
    const [listed, pending, other] = [
      product(a, 'listed'),
      product(a, 'pendingReview'),
      product(b, 'listed'),
    ];
    await db.insert(products).values([listed, pending, other]);
    expect((await detail(a)).productCount).toBe(1);
    await db.update(products).set({ status: 'banned' }).where(eq(products.id, listed.id));
    expect((await detail(a)).productCount).toBe(0);
    await db.update(products).set({ status: 'listed' }).where(eq(products.id, pending.id));
    expect((await detail(a)).productCount).toBe(1);
    await db.update(products).set({ exhibitorId: a }).where(eq(products.id, other.id));
    expect([(await detail(a)).productCount, (await detail(b)).productCount]).toEqual([2, 0]);
    await db.delete(products).where(eq(products.id, pending.id));
    expect((await detail(a)).productCount).toBe(1);
    expect(await storedMismatches(db)).toEqual([]);
  });

  it('profile fields added, changed, reordered and removed: the fields follow in display order', async () => {
    const { db } = subject();
    const a = await newExhibitor(null);
    const field = (fieldName: string, sort: number) => ({
      exhibitorId: a,
      fieldName,
      fieldType: 'text',
      displayName: { 'en-US': fieldName },
      fieldValue: `${fieldName} value`,
      sort,
    });
    await db.insert(exhibitorFields).values([field('Second', 2), field('First', 1)]);
    expect((await detail(a)).fields.map((f) => f.fieldName)).toEqual(['First', 'Second']);
    await db
      .update(exhibitorFields)
      .set({ fieldValue: 'changed', sort: 3 })
      .where(sql`${exhibitorFields.exhibitorId} = ${a} and ${exhibitorFields.fieldName} = 'First'`);
    expect((await detail(a)).fields).toEqual([
      { displayName: 'Second', fieldName: 'Second', fieldType: 'text', fieldValue: 'Second value' },
      { displayName: 'First', fieldName: 'First', fieldType: 'text', fieldValue: 'changed' },
    ]);
    await db.delete(exhibitorFields).where(eq(exhibitorFields.exhibitorId, a));
    expect((await detail(a)).fields).toEqual([]);
    expect(await storedMismatches(db)).toEqual([]);
  });

  it('the pavilion set, changed, renamed and cleared: the pavilion the detail shows follows', async () => {
    const { db } = subject();
    const [hall, annex] = [await newPavilion('Hall'), await newPavilion('Annex')];
    const a = await newExhibitor(hall);
    const b = await newExhibitor(hall);
    expect((await detail(a)).pavilion).toEqual({ id: hall, name: 'Hall' });
    await db.update(exhibitors).set({ pavilionId: annex }).where(eq(exhibitors.id, a));
    expect((await detail(a)).pavilion).toEqual({ id: annex, name: 'Annex' });
    // One statement renames both: each exhibitor gets its own pavilion's new name.
    await db.execute(
      sql`update pavilions set name = jsonb_build_object('en-US', 'Renamed ' || (name->>'en-US')) where id in (${hall}, ${annex})`,
    );
    expect((await detail(a)).pavilion).toEqual({ id: annex, name: 'Renamed Annex' });
    expect((await detail(b)).pavilion).toEqual({ id: hall, name: 'Renamed Hall' });
    await db.update(exhibitors).set({ pavilionId: null }).where(eq(exhibitors.id, a));
    expect((await detail(a)).pavilion).toBeNull();
    expect(await storedMismatches(db)).toEqual([]);
  });

  it('a fair imported, then imported again with a product banned, a field changed and a pavilion renamed', async () => {
    const { db } = subject();
    await loadFair(db, EXAMPLE);
    const fs001 = idOf(FAIR, 'exhibitor', 'FS-001');
    const gz002 = idOf(FAIR, 'exhibitor', 'GZ-002');
    expect(await storedMismatches(db)).toEqual([]);
    const before = await detail(fs001);
    expect(before).toMatchObject({ productCount: 1, projectCount: 1 });
    expect(before.pavilion?.name).toBe('Hardware & Tools Hall');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-fair-'));
    fs.cpSync(EXAMPLE, dir, { recursive: true });
    const edit = (file: string, change: (text: string) => string) =>
      fs.writeFileSync(path.join(dir, file), change(fs.readFileSync(path.join(dir, file), 'utf8')));
    edit('products.json', (t) =>
      JSON.stringify(
        (JSON.parse(t) as { code: string; status?: string }[]).map((p) =>
          p.code === 'CD-18V' ? { ...p, status: 'banned' } : p,
        ),
      ),
    );
    edit('exhibitors.csv', (t) =>
      t.replace('https://www.fs-hardware.example.com', 'https://tools.example.com'),
    );
    edit('fair.json', (t) => t.replace('"Hardware & Tools Hall"', '"Tools Hall"'));
    // GZ-002 moves to H1 as well.
    edit('exhibitors.csv', (t) =>
      t.replace('Guangzhou Hongli Pumps Co.,H2,', 'Guangzhou Hongli Pumps Co.,H1,'),
    );
    await loadFair(db, dir);

    expect(await storedMismatches(db)).toEqual([]);
    const after = await detail(fs001);
    expect(after.productCount).toBe(0);
    expect(after.pavilion?.name).toBe('Tools Hall');
    expect(after.fields.find((f) => f.fieldName === 'CorporateWebsite')?.fieldValue).toBe(
      'https://tools.example.com',
    );
    const [moved] = await db.select().from(exhibitors).where(eq(exhibitors.id, gz002));
    expect(moved?.pavilionName?.['en-US']).toBe('Tools Hall');
  });

  it('the seed run again (scaled exhibitors twice, the demo fair once more) leaves every stored value true', async () => {
    const { db } = subject();
    const count = async () =>
      (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from exhibitors`))[0]?.n;
    const before = await count();
    await seedScale(db, 12);
    await seedScale(db, 12);
    expect(await count()).toBe((before ?? 0) + 12);
    expect(await ensureSeeded(db, '2026-12-08')).toBeNull();
    expect(await storedMismatches(db)).toEqual([]);
    const [scaled] = await db
      .select()
      .from(exhibitors)
      .where(sql`${exhibitors.id} = 'e2000000-2026-4000-8000-000000000001'`);
    expect(scaled?.listedProductCount).toBeGreaterThan(0);
    expect(scaled?.pavilionName).not.toBeNull();
  });

  it('migration 0013 run over stored exhibitors gives each its pavilion’s name (the backfill)', async () => {
    const { db } = subject();
    // Back to the schema before 0013, with every exhibitor already stored, then the migration's own statements.
    for (const undo of [
      'drop trigger exhibitors_pavilion_name on exhibitors',
      'drop trigger pavilions_name_to_exhibitors on pavilions',
      'drop function exhibitor_pavilion_name_set()',
      'drop function pavilion_name_to_exhibitors()',
      'alter table exhibitors drop column pavilion_name',
    ])
      await db.execute(sql.raw(undo));
    const migration = fs.readFileSync(
      path.join(SERVER_ROOT, 'drizzle/0013_exhibitor_pavilion_name.sql'),
      'utf8',
    );
    await db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
    const [named] = await rowsOf<{ pavilions: number; names: number }>(
      db,
      sql`select count(pavilion_id)::int as pavilions, count(pavilion_name)::int as names from exhibitors`,
    );
    expect(named?.pavilions).toBeGreaterThan(0);
    expect(named?.names).toBe(named?.pavilions);
    expect(await storedMismatches(db)).toEqual([]);
    expect((await detail(DEMO_EXHIBITOR_ID)).pavilion?.name).toBeTruthy();
  });

  it('several exhibitors read together answer what each read alone answers', async () => {
    const { db } = subject();
    const repo = new ExhibitorRepository(db);
    const ids = (
      await db.select({ id: exhibitors.id }).from(exhibitors).orderBy(exhibitors.id).limit(25)
    ).map((r) => r.id);
    const missing = randomUUID();
    const together = await repo.details([...ids, missing]);
    expect(together.size).toBe(ids.length);
    for (const id of ids) expect(together.get(id)).toEqual((await repo.details([id])).get(id));
    expect(together.get(DEMO_EXHIBITOR_ID)?.fields.length).toBeGreaterThan(10);

    // Through the call: parallel requests (one turn, one query) answer what one request at a time answers.
    const { app } = subject();
    const ask = (id: string) =>
      app.inject({ url: api(getExhibitorDetail.path), query: { id, lang: 'en-US' } }).then((r) => r.json());
    for (const id of ids) app.services.exhibitor.invalidate(id);
    const reads = vi.spyOn(ExhibitorRepository.prototype, 'details');
    const parallel = await Promise.all(ids.map(ask));
    expect(Math.max(...reads.mock.calls.map(([asked]) => asked.length))).toBeGreaterThan(1);
    reads.mockRestore();
    for (const id of ids) app.services.exhibitor.invalidate(id);
    const oneByOne = [];
    for (const id of ids) oneByOne.push(await ask(id));
    expect(parallel).toEqual(oneByOne);
  });
}
