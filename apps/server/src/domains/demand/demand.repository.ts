import { randomUUID } from 'node:crypto';
import { indexLexemes } from '@showfloor/domain';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demandReplies, demands } from '../../db/schema/demands.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { categories, products } from '../../db/schema/products.ts';
import type { Localized } from '../../db/schema/types.ts';
import { type Decision, logDecision } from '../review/log-decision.ts';
import { exhibitingOrgs } from '../shared/exhibiting-orgs.ts';

/** A demand as read: every column but its search lexemes (most of its bytes, never shown). */
export type DemandRow = Omit<typeof demands.$inferSelect, 'doc'>;
export type DemandReplyRow = typeof demandReplies.$inferSelect;
export type NewDemand = Omit<
  DemandRow,
  | 'id'
  | 'state'
  | 'reviewNote'
  | 'reviewedBy'
  | 'reviewedAt'
  | 'publishedAt'
  | 'replyCount'
  | 'createdAt'
  | 'updatedAt'
>;

/** A demand with its category's name. */
export interface DemandListed {
  demand: DemandRow;
  categoryName: Localized | null;
}

/** A reply with what it shows of its exhibitor and products. */
export interface ReplyView {
  reply: DemandReplyRow;
  exhibitorName: Localized;
  exhibitorLogo: string;
  products: { id: string; name: Localized; image: string }[];
}

/** The hall's filters and position (a page after `before`, newest first). */
export interface HallQuery {
  bventId: string;
  now: Date;
  categoryIds: string[] | null;
  tsquery: string | null;
  before: { at: Date; id: string } | null;
  limit: number;
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The demand's tsvector text in the search index's form: its title's lexemes weighted A, its tags' B, its
 * description's C, each at a position of its own (a tsvector keeps one weight per position).
 */
export function demandDoc(title: string, tags: readonly string[], description: string): string {
  const labels = new Map<string, string[]>();
  [[title], tags, [description]].forEach((texts, i) => {
    const label = `${i + 1}${'ABC'[i]}`;
    for (const text of texts)
      for (const lex of indexLexemes(text)) {
        const l = labels.get(lex) ?? [];
        if (!l.includes(label)) l.push(label);
        labels.set(lex, l);
      }
  });
  return [...labels].map(([lex, l]) => `${quote(lex)}:${l.join(',')}`).join(' ');
}

const { doc: _doc, ...demandColumns } = getTableColumns(demands);
const listedColumns = { demand: demandColumns, categoryName: categories.name };

export class DemandRepository {
  constructor(private readonly db: Db) {}

  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  /** The category and its children (a parent filters the products of its whole branch); [] when not the event's. */
  async categoryBranch(bventId: string, id: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.bventId, bventId), or(eq(categories.id, id), eq(categories.parentId, id))));
    return rows.map((r) => r.id);
  }

  async byKey(buyerAccountId: string, key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: demands.id })
      .from(demands)
      .where(and(eq(demands.buyerAccountId, buyerAccountId), eq(demands.idempotencyKey, key)));
    return row?.id ?? null;
  }

  /** Records a pending demand; a key the buyer used before records nothing and answers that demand's id. */
  async insert(d: NewDemand, now: Date): Promise<string> {
    const doc = demandDoc(d.title, d.tags, d.description);
    const [row] = await this.db
      .insert(demands)
      .values({ id: randomUUID(), ...d, doc: sql`${doc}::tsvector`, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [demands.buyerAccountId, demands.idempotencyKey] })
      .returning({ id: demands.id });
    if (row) return row.id;
    return (await this.byKey(d.buyerAccountId, d.idempotencyKey!))!;
  }

  async one(id: string): Promise<DemandListed | null> {
    const [row] = await this.db
      .select(listedColumns)
      .from(demands)
      .leftJoin(categories, eq(categories.id, demands.categoryId))
      .where(eq(demands.id, id));
    return row ?? null;
  }

  /**
   * The hall: published, not expired, newest first, one more than asked (whether there is a next page). Ordered
   * NULLS LAST as demands_hall_idx holds its rows: a plain DESC means NULLS FIRST, which the index cannot give.
   */
  hall(q: HallQuery): Promise<DemandListed[]> {
    return this.db
      .select(listedColumns)
      .from(demands)
      .leftJoin(categories, eq(categories.id, demands.categoryId))
      .where(
        and(
          eq(demands.bventId, q.bventId),
          eq(demands.state, 'published'),
          gt(demands.expiresAt, q.now),
          ...(q.categoryIds ? [inArray(demands.categoryId, q.categoryIds)] : []),
          ...(q.tsquery ? [sql`${demands.doc} @@ ${q.tsquery}::tsquery`] : []),
          ...(q.before
            ? [
                // A row comparison is an index condition: the walk starts at the position, whatever the depth.
                sql`(${demands.publishedAt}, ${demands.id}) < (${q.before.at.toISOString()}::timestamptz, ${q.before.id}::uuid)`,
              ]
            : []),
        ),
      )
      .orderBy(sql`${demands.publishedAt} desc nulls last, ${demands.id} desc nulls last`)
      .limit(q.limit + 1);
  }

  /** Demands by a where clause (a buyer's, a review queue), newest first, with the total. */
  async page(where: SQL, offset: number, limit: number): Promise<{ rows: DemandListed[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select(listedColumns)
        .from(demands)
        .leftJoin(categories, eq(categories.id, demands.categoryId))
        .where(where)
        .orderBy(desc(demands.createdAt), desc(demands.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(demands).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  byBuyer(accountId: string, bventId: string): SQL {
    return and(eq(demands.buyerAccountId, accountId), eq(demands.bventId, bventId))!;
  }

  /** The review queue's states as stored ('expired' is published past its day). */
  byState(bventId: string, state: string, now: Date): SQL {
    if (state === 'expired')
      return and(eq(demands.bventId, bventId), eq(demands.state, 'published'), lt(demands.expiresAt, now))!;
    if (state === 'published')
      return and(eq(demands.bventId, bventId), eq(demands.state, 'published'), gt(demands.expiresAt, now))!;
    return and(eq(demands.bventId, bventId), eq(demands.state, state as DemandRow['state']))!;
  }

  /** How many demands of the event are in each stored state, and of those how many ran past their day. */
  async counts(
    bventId: string,
    now: Date,
  ): Promise<{ state: DemandRow['state']; n: number; expired: number }[]> {
    return this.db
      .select({
        state: demands.state,
        n: count(),
        expired: sql<number>`count(*) filter (where ${demands.expiresAt} <= ${now.toISOString()})::int`,
      })
      .from(demands)
      .where(eq(demands.bventId, bventId))
      .groupBy(demands.state);
  }

  /** Replies to some demands (all of them, or only some organizations'), oldest first. */
  async replies(demandIds: readonly string[], orgIds: readonly string[] | null): Promise<ReplyView[]> {
    if (demandIds.length === 0 || (orgIds && orgIds.length === 0)) return [];
    const rows = await this.db
      .select({ reply: demandReplies, exhibitorName: exhibitors.name, exhibitorLogo: exhibitors.logo })
      .from(demandReplies)
      .innerJoin(exhibitors, eq(exhibitors.id, demandReplies.exhibitorId))
      .where(
        and(
          inArray(demandReplies.demandId, [...demandIds]),
          ...(orgIds ? [inArray(demandReplies.orgId, [...orgIds])] : []),
        ),
      )
      .orderBy(asc(demandReplies.seq));
    const productIds = [...new Set(rows.flatMap((r) => r.reply.productIds))];
    const shown = productIds.length
      ? await this.db
          .select({ id: products.id, name: products.name, image: products.image })
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.status, 'listed')))
      : [];
    return rows.map((r) => ({
      ...r,
      products: r.reply.productIds.flatMap((id) => shown.filter((p) => p.id === id)),
    }));
  }

  /** The exhibitor of an organization at the event. */
  async exhibitorOf(
    bventId: string,
    orgId: string,
  ): Promise<{ id: string; status: string; name: Localized } | null> {
    const [row] = await this.db
      .select({ id: exhibitors.id, status: exhibitors.status, name: exhibitors.name })
      .from(exhibitors)
      .where(and(eq(exhibitors.bventId, bventId), eq(exhibitors.orgId, orgId)));
    return row ?? null;
  }

  /** Of these products, the ones listed by this exhibitor. */
  async ownListed(exhibitorId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          inArray(products.id, [...ids]),
          eq(products.exhibitorId, exhibitorId),
          eq(products.status, 'listed'),
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * A reply, counted on its demand in the same transaction, while the demand is published and running (else
   * false, nothing written).
   */
  async reply(
    demandId: string,
    r: Omit<DemandReplyRow, 'id' | 'seq' | 'demandId' | 'createdAt'>,
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [open] = await tx
        .update(demands)
        .set({ replyCount: sql`${demands.replyCount} + 1`, updatedAt: now })
        .where(and(eq(demands.id, demandId), eq(demands.state, 'published'), gt(demands.expiresAt, now)))
        .returning({ id: demands.id });
      if (!open) return false;
      await tx.insert(demandReplies).values({ id: randomUUID(), demandId, ...r, createdAt: now });
      return true;
    });
  }

  /**
   * The organizer's decision: a state change from `from` and its line in the review log, in one transaction
   * (false when the demand was no longer in one of `from`: nothing written, nothing logged).
   */
  async decide(
    id: string,
    from: readonly DemandRow['state'][],
    set: Partial<Pick<DemandRow, 'state' | 'reviewNote' | 'reviewedBy' | 'reviewedAt' | 'publishedAt'>>,
    decision: Decision,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await new DemandRepository(tx as unknown as Db).move(id, from, set, decision.at);
      if (moved) await logDecision(tx, decision);
      return moved;
    });
  }

  /** A state change from one of `from` (false when the demand was no longer in one: nothing written). */
  async move(
    id: string,
    from: readonly DemandRow['state'][],
    set: Partial<Pick<DemandRow, 'state' | 'reviewNote' | 'reviewedBy' | 'reviewedAt' | 'publishedAt'>>,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(demands)
      .set({ ...set, updatedAt: now })
      .where(and(eq(demands.id, id), inArray(demands.state, [...from])))
      .returning({ id: demands.id });
    return rows.length > 0;
  }
}
