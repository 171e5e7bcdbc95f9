import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enquiries, enquiryReplies } from '../../db/schema/enquiries.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { products } from '../../db/schema/products.ts';
import type { Localized } from '../../db/schema/types.ts';
import type { StoredProductField } from '../../db/schema/products.ts';
import { exhibitingOrgs } from '../shared/exhibiting-orgs.ts';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type ReplyRow = typeof enquiryReplies.$inferSelect;
export type NewEnquiry = Omit<EnquiryRow, 'id' | 'state' | 'createdAt' | 'updatedAt'>;

/** An enquiry with what it shows of its product and exhibitor, and its replies. */
export interface EnquiryView {
  enquiry: EnquiryRow;
  productName: Localized;
  productImage: string;
  productFields: StoredProductField[];
  exhibitorName: Localized;
  replies: ReplyRow[];
}

/** A product of the event with its exhibitor, as an enquiry needs it. */
export interface EnquiredProduct {
  id: string;
  status: string;
  exhibitorId: string;
  exhibitorStatus: string;
  orgId: string;
}

export class EnquiryRepository {
  constructor(private readonly db: Db) {}

  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  async product(bventId: string, productId: string): Promise<EnquiredProduct | null> {
    const [row] = await this.db
      .select({
        id: products.id,
        status: products.status,
        exhibitorId: products.exhibitorId,
        exhibitorStatus: exhibitors.status,
        orgId: exhibitors.orgId,
      })
      .from(products)
      .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
      .where(and(eq(products.id, productId), eq(products.bventId, bventId)));
    return row ?? null;
  }

  async byKey(buyerAccountId: string, key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(and(eq(enquiries.buyerAccountId, buyerAccountId), eq(enquiries.idempotencyKey, key)));
    return row?.id ?? null;
  }

  /**
   * Records an enquiry; a key the buyer used before records nothing and answers that enquiry's id (not `created`:
   * nobody is told of it again).
   */
  async insert(e: NewEnquiry, now: Date): Promise<{ id: string; created: boolean }> {
    const [row] = await this.db
      .insert(enquiries)
      .values({ id: randomUUID(), ...e, state: 'new', createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [enquiries.buyerAccountId, enquiries.idempotencyKey] })
      .returning({ id: enquiries.id });
    if (row) return { id: row.id, created: true };
    return { id: (await this.byKey(e.buyerAccountId, e.idempotencyKey!))!, created: false };
  }

  async row(id: string): Promise<EnquiryRow | null> {
    const [row] = await this.db.select().from(enquiries).where(eq(enquiries.id, id));
    return row ?? null;
  }

  /** Enquiries with their product, exhibitor and replies, newest first. */
  async views(where: SQL, offset: number, limit: number): Promise<{ views: EnquiryView[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          enquiry: enquiries,
          productName: products.name,
          productImage: products.image,
          productFields: products.fields,
          exhibitorName: exhibitors.name,
        })
        .from(enquiries)
        .innerJoin(products, eq(products.id, enquiries.productId))
        .innerJoin(exhibitors, eq(exhibitors.id, enquiries.exhibitorId))
        .where(where)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(enquiries).where(where),
    ]);
    const ids = rows.map((r) => r.enquiry.id);
    const replies = ids.length
      ? await this.db
          .select()
          .from(enquiryReplies)
          .where(inArray(enquiryReplies.enquiryId, ids))
          .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id))
      : [];
    return {
      total: total?.n ?? 0,
      views: rows.map((r) => ({ ...r, replies: replies.filter((x) => x.enquiryId === r.enquiry.id) })),
    };
  }

  byBuyer(accountId: string, bventId: string): SQL {
    return and(eq(enquiries.buyerAccountId, accountId), eq(enquiries.bventId, bventId))!;
  }

  byOrgs(orgIds: readonly string[], bventId: string, state?: string): SQL {
    return and(
      inArray(enquiries.orgId, [...orgIds]),
      eq(enquiries.bventId, bventId),
      ...(state ? [eq(enquiries.state, state as EnquiryRow['state'])] : []),
    )!;
  }

  byId(id: string): SQL {
    return eq(enquiries.id, id);
  }

  /** A reply, and the enquiry replied (unless closed meanwhile: false, nothing written). */
  async reply(id: string, r: { author: string; name: string; text: string }, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [open] = await tx
        .update(enquiries)
        .set({ state: 'replied', updatedAt: now })
        .where(and(eq(enquiries.id, id), inArray(enquiries.state, ['new', 'replied'])))
        .returning({ id: enquiries.id });
      if (!open) return false;
      await tx.insert(enquiryReplies).values({
        id: randomUUID(),
        enquiryId: id,
        authorAccountId: r.author,
        authorName: r.name,
        text: r.text,
        createdAt: now,
      });
      return true;
    });
  }

  /** Closes an enquiry; false when it was closed already (nothing changed, nobody to tell). */
  async close(id: string, now: Date): Promise<boolean> {
    const changed = await this.db
      .update(enquiries)
      .set({ state: 'closed', updatedAt: now })
      .where(and(eq(enquiries.id, id), ne(enquiries.state, 'closed')))
      .returning({ id: enquiries.id });
    return changed.length > 0;
  }
}
