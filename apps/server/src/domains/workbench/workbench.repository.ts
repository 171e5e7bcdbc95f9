import { randomUUID } from 'node:crypto';
import type { TProductState } from '@showfloor/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { indexProducts } from '../../db/seed/search-index.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { categories, products, type StoredProductRevision } from '../../db/schema/products.ts';
import { searchDocuments } from '../../db/schema/search.ts';
import type { Localized } from '../../db/schema/types.ts';
import { type Decision, logDecision } from '../review/log-decision.ts';
import { exhibitingOrgs } from '../shared/exhibiting-orgs.ts';

/**
 * A product removed by its exhibitor while enquiries still name it: the enquiries' foreign key keeps the row (a
 * buyer's enquiry still shows what it was about), every list, search and the workbench leave it out. Not one of
 * the contracts' PRODUCT_STATES: nobody sees it as a state.
 */
export const DELETED = 'deleted';

/** The product columns the workbench and the console read (not the dynamic fields or the like counter). */
const productColumns = {
  id: products.id,
  bventId: products.bventId,
  exhibitorId: products.exhibitorId,
  categoryId: products.categoryId,
  name: products.name,
  description: products.description,
  image: products.image,
  images: products.images,
  video: products.video,
  price: products.price,
  currency: products.currency,
  status: products.status,
  model: products.model,
  approvedAt: products.approvedAt,
  revision: products.revision,
  revisionState: products.revisionState,
  reviewNote: products.reviewNote,
  visitCount: products.visitCount,
  favoriteCount: products.favoriteCount,
  updatedAt: products.updatedAt,
};
const listedColumns = { ...productColumns, exhibitorName: exhibitors.name };

export type WorkbenchRow = {
  [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K];
} & { exhibitorName: Localized };

/** The exhibitor of an organization at the event. */
export interface ExhibitorOfOrg {
  id: string;
  status: string;
  name: Localized;
}

/** Products waiting for the organizer: new ones, and edits of approved ones. */
export const APPROVED_STATES = ['pendingListing', 'listed', 'delisted'] as const;
const awaiting = or(
  eq(products.status, 'pendingReview'),
  and(inArray(products.status, [...APPROVED_STATES]), eq(products.revisionState, 'pendingReview')),
)!;

const parent = alias(categories, 'parent');

/** A keyword as an ILIKE pattern that matches it literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether any language of a jsonb text map matches the pattern. */
const anyLanguageLike = (column: SQLWrapper, pattern: string) =>
  sql`exists (select 1 from jsonb_each_text(coalesce(${column}, '{}'::jsonb)) as t(lang, text) where t.text ilike ${pattern})`;

export class WorkbenchRepository {
  constructor(private readonly db: Db) {}

  /** The same repository inside one transaction (the decision, its log line and the re-index stand together). */
  transaction<T>(work: (repo: WorkbenchRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new WorkbenchRepository(tx as unknown as Db)));
  }

  /**
   * Holds the exhibitor's lock in shared mode until the transaction ends. A product change re-indexes that product
   * alone, so changes to two products of one exhibitor do not need to wait for each other, and changes to the same
   * product are already ordered by the compare-and-swap (`move` keeps the row locked until commit). What still
   * needs the lock is the exhibitor: a product's document copies the exhibitor's status, visibility, pavilion and
   * booth type. An exhibitor-wide change (a ban, a company edit) takes the same key exclusively and re-indexes every
   * product, so without the lock a product could be indexed with a status read just before a ban committed, or a
   * ban could re-index a product from a read taken before its change committed. (The database still orders
   * one exhibitor's product updates from the update to the commit: the aggregates trigger of migration 0012
   * rewrites the exhibitor row on every product update, so a product change keeps its transaction short.)
   */
  async lockExhibitorShared(exhibitorId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${`workbench:${exhibitorId}`}))`);
  }

  orgsOf(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  async exhibitorOf(bventId: string, orgId: string): Promise<ExhibitorOfOrg | null> {
    const [row] = await this.db
      .select({ id: exhibitors.id, status: exhibitors.status, name: exhibitors.name })
      .from(exhibitors)
      .where(and(eq(exhibitors.bventId, bventId), eq(exhibitors.orgId, orgId)));
    return row ?? null;
  }

  async categoryExists(bventId: string, id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.bventId, bventId)));
    return row !== undefined;
  }

  /** Each category's path as the page shows it, per language: 'Parent > Child'. */
  async categoryPaths(ids: readonly (string | null)[]): Promise<Map<string, Localized>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .select({ id: categories.id, name: categories.name, parentName: parent.name })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(inArray(categories.id, wanted));
    return new Map(
      rows.map((r) => {
        const path: Localized = {};
        for (const [lang, name] of Object.entries(r.name)) {
          const up = r.parentName?.[lang];
          if (name) path[lang] = up ? `${up} > ${name}` : name;
        }
        return [r.id, path];
      }),
    );
  }

  /** A product with its exhibitor's name (a deleted one is not there). */
  async one(id: string): Promise<WorkbenchRow | null> {
    const [row] = await this.db
      .select(listedColumns)
      .from(products)
      .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
      .where(and(eq(products.id, id), ne(products.status, DELETED)));
    return row ?? null;
  }

  async byKey(createdBy: string, key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.createdBy, createdBy), eq(products.idempotencyKey, key)));
    return row?.id ?? null;
  }

  /** One exhibitor's products (in one state or all), newest change first, with the total. */
  async ofExhibitor(
    exhibitorId: string,
    bventId: string,
    state: TProductState | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: WorkbenchRow[]; total: number }> {
    const where = and(
      eq(products.exhibitorId, exhibitorId),
      eq(products.bventId, bventId),
      state ? eq(products.status, state) : ne(products.status, DELETED),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(listedColumns)
        .from(products)
        .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
        .where(where)
        .orderBy(desc(products.updatedAt), desc(products.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** How many products are in each stored state, and how many edits of approved ones wait, under `where`. */
  async counts(where: SQL): Promise<{ byStatus: Map<string, number>; revisions: number }> {
    const rows = await this.db
      .select({
        status: products.status,
        n: count(),
        revisions: sql<number>`(count(*) filter (where ${products.revisionState} = 'pendingReview'))::int`,
      })
      .from(products)
      .where(where)
      .groupBy(products.status);
    return {
      byStatus: new Map(rows.map((r) => [r.status, r.n])),
      revisions: rows
        .filter((r) => (APPROVED_STATES as readonly string[]).includes(r.status))
        .reduce((n, r) => n + Number(r.revisions), 0),
    };
  }

  exhibitorProducts(exhibitorId: string, bventId: string): SQL {
    return and(eq(products.exhibitorId, exhibitorId), eq(products.bventId, bventId))!;
  }

  eventProducts(bventId: string): SQL {
    return eq(products.bventId, bventId);
  }

  /**
   * The organizer's queue: the event's products in a state (pendingReview: new products and edits of approved
   * ones, the longest waiting first; any other state newest change first), a keyword matching the product's name
   * (as approved or as edited) or its exhibitor's in any language.
   */
  async queue(
    bventId: string,
    state: TProductState,
    keyword: string,
    offset: number,
    limit: number,
  ): Promise<WorkbenchRow[]> {
    const pattern = keyword ? likePattern(keyword) : null;
    const waiting = state === 'pendingReview';
    return this.db
      .select(listedColumns)
      .from(products)
      .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
      .where(
        and(
          eq(products.bventId, bventId),
          waiting ? awaiting : eq(products.status, state),
          ...(pattern
            ? [
                or(
                  anyLanguageLike(products.name, pattern),
                  anyLanguageLike(sql`${products.revision} -> 'name'`, pattern),
                  anyLanguageLike(exhibitors.name, pattern),
                ),
              ]
            : []),
        ),
      )
      .orderBy(
        ...(waiting
          ? [asc(products.updatedAt), asc(products.id)]
          : [desc(products.updatedAt), desc(products.id)]),
      )
      .offset(offset)
      .limit(limit);
  }

  /** Records a product under review; a key the account used before records nothing and answers that product. */
  async insert(
    p: StoredProductRevision & {
      bventId: string;
      exhibitorId: string;
      createdBy: string;
      key: string | null;
    },
    now: Date,
  ): Promise<string> {
    const [row] = await this.db
      .insert(products)
      .values({
        id: randomUUID(),
        bventId: p.bventId,
        exhibitorId: p.exhibitorId,
        categoryId: p.categoryId,
        name: p.name,
        description: p.description,
        image: p.image,
        images: p.images,
        video: p.video ?? null,
        price: p.price,
        currency: p.currency,
        model: p.model,
        status: 'pendingReview',
        createdBy: p.createdBy,
        idempotencyKey: p.key,
        // After the exhibitor's other products in its own order.
        sort: sql`(select coalesce(max(${products.sort}), 0) + 1 from ${products} where ${products.exhibitorId} = ${p.exhibitorId})`,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [products.createdBy, products.idempotencyKey] })
      .returning({ id: products.id });
    if (row) return row.id;
    return (await this.byKey(p.createdBy, p.key!))!;
  }

  /**
   * A compare-and-swap write: only while the product is still in the state and revision state it was read in
   * (false when it moved meanwhile: nothing written).
   */
  async move(
    id: string,
    read: { status: string; revisionState: string | null },
    set: Partial<typeof products.$inferInsert>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(products)
      .set(set)
      .where(
        and(
          eq(products.id, id),
          eq(products.status, read.status),
          read.revisionState === null
            ? isNull(products.revisionState)
            : eq(products.revisionState, read.revisionState),
        ),
      )
      .returning({ id: products.id });
    return rows.length > 0;
  }

  /** Whether buyers' enquiries name the product (their foreign key keeps its row). */
  async enquired(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(eq(enquiries.productId, id))
      .limit(1);
    return row !== undefined;
  }

  /** Deletes the product while it is in the state it was read in; false when it moved meanwhile. */
  async remove(id: string, status: string): Promise<boolean> {
    const rows = await this.db
      .delete(products)
      .where(and(eq(products.id, id), eq(products.status, status)))
      .returning({ id: products.id });
    return rows.length > 0;
  }

  /** What a deleted product leaves behind for visitors: its search document and the favorites that named it. */
  async forget(id: string): Promise<void> {
    await this.db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.entityType, 'product'), eq(searchDocuments.entityId, id)));
    await this.db
      .delete(favorites)
      .where(and(eq(favorites.targetType, 'Product'), eq(favorites.targetId, id)));
  }

  /**
   * Re-indexes one product for search (what visitors find follows at once); its exhibitor's document and other
   * products' documents stay as they are, since a product change alters none of them.
   */
  async reindexProduct(id: string): Promise<void> {
    await indexProducts(this.db, [id]);
  }

  log(d: Decision): Promise<void> {
    return logDecision(this.db, d);
  }
}
