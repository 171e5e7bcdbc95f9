import { randomUUID } from 'node:crypto';
import {
  banExhibitor,
  HEADERS,
  productShelf,
  reviewProduct,
  saveProduct,
  searchProducts,
  type TProductHit,
  type TWorkbenchImage,
  type TWorkbenchProduct,
  uploadProductImage,
} from '@showfloor/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { exhibitors, products, searchDocuments } from '../src/db/schema/index.ts';
import { indexExhibitors, indexProducts } from '../src/db/seed/search-index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  demoAccountId,
} from '../src/db/seed/demo-ids.ts';
import { api, call, freshDatabase, buildTestApp } from './helpers.ts';
import { bearerOf } from './meeting-helpers.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';

/*
 * A product's change re-indexes that product alone (seed/search-index.ts indexProducts): found by search as soon as
 * the call answers, while its exhibitor's document and its other products' documents are not rewritten (their row
 * version, xmin, stays). indexProducts writes exactly the document indexExhibitors writes for a product. On
 * PostgreSQL the product changes of one exhibitor really run at once, and a ban races a listing.
 */

interface Subject {
  app: FastifyInstance;
  db: Db;
}

function reindexSuite(subject: () => Subject) {
  const app = () => subject().app;
  const db = () => subject().db;
  let planner: string;
  let member: string;
  let image: string;

  const post = <T>(bearer: string | null, path: string, payload: object) =>
    call<T>(app(), {
      method: 'POST',
      url: api(path),
      payload,
      headers: { [HEADERS.language]: 'en-US', ...(bearer ? { [HEADERS.authorization]: bearer } : {}) },
    });

  beforeAll(async () => {
    planner = await bearerOf(app(), demoAccountId('planner'));
    member = await bearerOf(app(), demoAccountId('exhibitor'));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#228844' } })
      .png()
      .toBuffer();
    const up = await post<TWorkbenchImage>(member, uploadProductImage.path, {
      bventId: DEMO_EVENT_ID,
      data: png.toString('base64'),
    });
    expect(up.status).toBe(200);
    image = up.body.returnObj!.image;
  });

  /** A new product of the demo exhibitor, waiting for the organizer: its id. */
  async function created(name: string): Promise<string> {
    const res = await post<TWorkbenchProduct>(member, saveProduct.path, {
      bventId: DEMO_EVENT_ID,
      name: { 'zh-CN': name },
      image,
      price: 10,
      currency: 'CNY',
    });
    expect(res.status).toBe(200);
    return res.body.returnObj!.id;
  }
  const approve = (id: string) =>
    post<TWorkbenchProduct>(planner, reviewProduct.path, { bventId: DEMO_EVENT_ID, id, decision: 'approve' });
  const list = (id: string) =>
    post<TWorkbenchProduct>(member, productShelf.path, { bventId: DEMO_EVENT_ID, id, listed: true });
  const found = async (term: string) => {
    const res = await call<TProductHit[]>(app(), {
      method: 'POST',
      url: api(searchProducts.path),
      query: { page: '1', size: '50', type: 'm' },
      headers: { [HEADERS.language]: 'zh-CN' },
      payload: { bventId: DEMO_EVENT_ID, searchValue: term },
    });
    expect(res.status).toBe(200);
    return res.body.returnObj!.map((h) => h.id);
  };

  /** Each document of the exhibitor ('company:<id>', 'product:<id>') with its row version: changed when rewritten. */
  async function versions(exhibitorId: string): Promise<Map<string, string>> {
    const rows = await db()
      .select({
        type: searchDocuments.entityType,
        id: searchDocuments.entityId,
        xmin: sql<string>`xmin::text`,
      })
      .from(searchDocuments)
      .where(eq(searchDocuments.exhibitorId, exhibitorId));
    return new Map(rows.map((r) => [`${r.type}:${r.id}`, r.xmin]));
  }
  /** The keys whose version differs between two readings (or that one of them lacks). */
  const rewritten = (before: Map<string, string>, after: Map<string, string>) =>
    [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k)).sort();

  /** Every column a product's document holds, the tsvector as text. */
  const productDocsOf = (ids: string[]) =>
    db()
      .select({
        entityId: searchDocuments.entityId,
        bventId: searchDocuments.bventId,
        exhibitorId: searchDocuments.exhibitorId,
        pavilionId: searchDocuments.pavilionId,
        categoryId: searchDocuments.categoryId,
        boothType: searchDocuments.boothType,
        visible: searchDocuments.visible,
        visibility: searchDocuments.visibility,
        sort: searchDocuments.sort,
        texts: searchDocuments.texts,
        doc: sql<string>`${searchDocuments.doc}::text`,
      })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.entityType, 'product'), inArray(searchDocuments.entityId, ids)))
      .orderBy(asc(searchDocuments.entityId));

  it('an approval and a listing rewrite that product’s document alone; a search finds it as soon as the listing answers', async () => {
    const term = '琥珀暖风机';
    const id = await created(`${term} AW-2`);
    const first = await versions(DEMO_EXHIBITOR_ID);
    expect(first.has(`company:${DEMO_EXHIBITOR_ID}`)).toBe(true);
    expect([...first.keys()].filter((k) => k.startsWith('product:')).length).toBeGreaterThan(1);

    expect((await approve(id)).body.returnObj!.state).toBe('pendingListing');
    const approved = await versions(DEMO_EXHIBITOR_ID);
    // A product created since the last re-index had no document: the approval writes its first, hidden.
    expect(rewritten(first, approved)).toEqual([`product:${id}`]);
    expect((await productDocsOf([id]))[0]!.visible).toBe(false);
    expect(await found(term)).toEqual([]);

    expect((await list(id)).body.returnObj!.state).toBe('listed');
    const listed = await versions(DEMO_EXHIBITOR_ID);
    expect(rewritten(approved, listed)).toEqual([`product:${id}`]);
    expect(await found(term)).toEqual([id]);
  });

  it('indexProducts writes what indexExhibitors writes for a product, hidden for a banned exhibitor; a gone row leaves no document', async () => {
    const ex = await db()
      .select({ id: exhibitors.id })
      .from(exhibitors)
      .where(eq(exhibitors.bventId, DEMO_EVENT_ID))
      .orderBy(asc(exhibitors.sort))
      .limit(12);
    const exhibitorIds = [...new Set([...ex.map((e) => e.id), DEMO_BANNED_EXHIBITOR_ID])];
    const ids = (
      await db().select({ id: products.id }).from(products).where(inArray(products.exhibitorId, exhibitorIds))
    ).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(5);

    await indexExhibitors(db(), exhibitorIds);
    const whole = await productDocsOf(ids);
    expect(whole.length).toBe(ids.length);
    const banned = whole.filter((d) => d.exhibitorId === DEMO_BANNED_EXHIBITOR_ID);
    expect(banned.length).toBeGreaterThan(0);
    expect(banned.every((d) => !d.visible)).toBe(true);
    expect(whole.some((d) => d.visible)).toBe(true);

    await db()
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.entityType, 'product'), inArray(searchDocuments.entityId, ids)));
    const gone = randomUUID();
    await db()
      .insert(searchDocuments)
      .values({ ...whole[0]!, entityType: 'product', entityId: gone, doc: sql`''::tsvector` });
    expect(await indexProducts(db(), [...ids, gone])).toBe(ids.length);
    expect(await productDocsOf(ids)).toEqual(whole);
    expect(await productDocsOf([gone])).toEqual([]);
  });

  it('changes to several products of one exhibitor at once all land; a ban racing a listing leaves the product hidden', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `翡翠冷凝器 ${i}`);
    const ids: string[] = [];
    for (const name of names) ids.push(await created(name));
    const approvals = await Promise.all(ids.map(approve));
    expect(approvals.map((r) => r.status)).toEqual(ids.map(() => 200));
    const listings = await Promise.all(ids.slice(1).map(list));
    expect(listings.map((r) => r.status)).toEqual(ids.slice(1).map(() => 200));
    expect((await found('翡翠冷凝')).sort()).toEqual(ids.slice(1).sort());

    const [listing, ban] = await Promise.all([
      list(ids[0]!),
      post(planner, banExhibitor.path, {
        bventId: DEMO_EVENT_ID,
        exhibitorId: DEMO_EXHIBITOR_ID,
        banned: true,
        note: 'racing a listing',
      }),
    ]);
    expect(ban.status).toBe(200);
    // Refused when the ban came first; otherwise listed, and the ban or the listing's own read hides it.
    expect([200, 409]).toContain(listing.status);
    expect((await productDocsOf(ids)).map((d) => d.visible)).toEqual(ids.map(() => false));
    expect(await found('翡翠冷凝')).toEqual([]);
    await post(planner, banExhibitor.path, {
      bventId: DEMO_EVENT_ID,
      exhibitorId: DEMO_EXHIBITOR_ID,
      banned: false,
      note: '',
    });
  });
}

describe('a product change re-indexes that product (PGlite)', () => {
  let s: (Subject & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    const { database, pglite } = await freshDatabase();
    const app = await buildTestApp({ database });
    await app.ready();
    s = {
      app,
      db: database.db,
      close: async () => {
        await app.close();
        await pglite.close();
      },
    };
  });
  afterAll(() => s?.close());
  reindexSuite(() => s!);
});

const reason = await postgresUnavailable('workbench re-index');

describe.skipIf(reason !== null)('a product change re-indexes that product (PostgreSQL)', () => {
  const app = usePostgresApp('showfloor_reindex');
  reindexSuite(() => ({ app: app(), db: app().database.db }));
});
