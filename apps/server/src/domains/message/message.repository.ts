import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessCards } from '../../db/schema/cards.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { accounts } from '../../db/schema/identity.ts';
import { conversations, messages } from '../../db/schema/messages.ts';
import { products } from '../../db/schema/products.ts';
import type { Localized } from '../../db/schema/types.ts';
import { exhibitingOrgs, exhibitorAt, type ExhibitorAt } from '../shared/exhibiting-orgs.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type Side = 'visitor' | 'exhibitor';
/** A send whose clientId was used before: the transaction is undone. */
class Retried extends Error {}

export type NewMessage = Omit<MessageRow, 'id' | 'conversationId' | 'seq' | 'createdAt'>;

/** A conversation with what its list shows: the exhibitor, the visitor, the last message. */
export interface ConversationListRow {
  conversation: ConversationRow;
  exhibitorName: Localized;
  exhibitorLogo: string;
  visitorName: string;
  visitorCompany: string;
  visitorAvatar: string;
  last: Pick<MessageRow, 'kind' | 'text' | 'side' | 'createdAt'> | null;
}

export class MessageRepository {
  constructor(private readonly db: Db) {}

  exhibitor(bventId: string, exhibitorId: string): Promise<ExhibitorAt | null> {
    return exhibitorAt(this.db, bventId, exhibitorId);
  }

  /** The exhibitor an organization is at an event (the enquiry payload's receiveexhibitororgid names the organization). */
  async exhibitorOfOrg(bventId: string, orgId: string): Promise<ExhibitorAt | null> {
    const [row] = await this.db
      .select({
        id: exhibitors.id,
        orgId: exhibitors.orgId,
        status: exhibitors.status,
        name: exhibitors.name,
      })
      .from(exhibitors)
      .where(and(eq(exhibitors.orgId, orgId), eq(exhibitors.bventId, bventId)))
      .orderBy(asc(exhibitors.createdAt))
      .limit(1);
    return row ?? null;
  }

  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  /** A listed product of the event (what may be shared into a conversation). */
  async listedProduct(bventId: string, productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.bventId, bventId), eq(products.status, 'listed')));
    return Boolean(row);
  }

  async conversation(id: string): Promise<ConversationRow | null> {
    const [row] = await this.db.select().from(conversations).where(eq(conversations.id, id));
    return row ?? null;
  }

  async conversationWith(
    bventId: string,
    visitorAccountId: string,
    exhibitorId: string,
  ): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.bventId, bventId),
          eq(conversations.visitorAccountId, visitorAccountId),
          eq(conversations.exhibitorId, exhibitorId),
        ),
      );
    return row ?? null;
  }

  /**
   * Stores a message: the conversation is opened when it is the first (a visitor writing to an exhibitor); in one
   * transaction its row is locked by raising last_seq (the message's number) and the other side's unread count,
   * and the message inserted. A clientId the sender used before in the conversation stores nothing (the insert
   * meets its unique index and the transaction is undone, number included) and answers that first message.
   */
  async append(
    target:
      | { conversationId: string }
      | { bventId: string; visitorAccountId: string; exhibitorId: string; orgId: string },
    message: NewMessage,
    now: Date,
  ): Promise<{ message: MessageRow; conversation: ConversationRow; created: boolean }> {
    const conversationId = 'conversationId' in target ? target.conversationId : await this.open(target, now);
    const toVisitor = message.side === 'exhibitor';
    try {
      return await this.db.transaction(async (tx) => {
        const [conversation] = await tx
          .update(conversations)
          .set({
            lastSeq: sql`${conversations.lastSeq} + 1`,
            lastAt: now,
            ...(toVisitor
              ? { visitorUnread: sql`${conversations.visitorUnread} + 1` }
              : { orgUnread: sql`${conversations.orgUnread} + 1` }),
          })
          .where(eq(conversations.id, conversationId))
          .returning();
        if (!conversation) throw new Error(`conversation ${conversationId} is gone`);
        const [stored] = await tx
          .insert(messages)
          .values({ id: randomUUID(), conversationId, seq: conversation.lastSeq, ...message, createdAt: now })
          .onConflictDoNothing({
            target: [messages.conversationId, messages.senderAccountId, messages.clientId],
          })
          .returning();
        if (!stored) throw new Retried();
        return { message: stored, conversation, created: true };
      });
    } catch (err) {
      if (!(err instanceof Retried)) throw err;
      const [first] = await this.db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.senderAccountId, message.senderAccountId),
            eq(messages.clientId, message.clientId),
          ),
        );
      const conversation = await this.conversation(conversationId);
      return { message: first!, conversation: conversation!, created: false };
    }
  }

  /** The conversation of a visitor with an exhibitor, opened if it is not yet (two at once open one). */
  private async open(
    target: { bventId: string; visitorAccountId: string; exhibitorId: string; orgId: string },
    now: Date,
  ): Promise<string> {
    await this.db
      .insert(conversations)
      .values({ id: randomUUID(), ...target, createdAt: now, lastAt: now })
      .onConflictDoNothing();
    const found = await this.conversationWith(target.bventId, target.visitorAccountId, target.exhibitorId);
    return found!.id;
  }

  /** Messages after or before a seq, oldest first (before: the `limit` just before it). */
  async messages(conversationId: string, q: { after?: number; before?: number; limit: number }) {
    const where: SQL[] = [eq(messages.conversationId, conversationId)];
    if (q.after !== undefined) where.push(gt(messages.seq, q.after));
    if (q.before !== undefined) where.push(lt(messages.seq, q.before));
    const newestFirst = q.after === undefined;
    const rows = await this.db
      .select()
      .from(messages)
      .where(and(...where))
      .orderBy(newestFirst ? desc(messages.seq) : asc(messages.seq))
      .limit(q.limit);
    return newestFirst ? rows.reverse() : rows;
  }

  /**
   * A side has read up to `seq` (never past the last message, never back): its mark moves and its unread count is
   * what the other side sent after it. Returns the conversation as it now is.
   */
  async read(conversationId: string, side: Side, seq: number): Promise<ConversationRow | null> {
    const other: Side = side === 'visitor' ? 'exhibitor' : 'visitor';
    const mark = side === 'visitor' ? conversations.visitorReadSeq : conversations.orgReadSeq;
    const newMark = sql`greatest(${mark}, least(${seq}, ${conversations.lastSeq}))`;
    const unread = sql`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.side} = ${other} and ${messages.seq} > ${newMark})`;
    const [row] = await this.db
      .update(conversations)
      .set(
        side === 'visitor'
          ? { visitorReadSeq: newMark, visitorUnread: unread }
          : { orgReadSeq: newMark, orgUnread: unread },
      )
      .where(eq(conversations.id, conversationId))
      .returning();
    return row ?? null;
  }

  private mine(accountId: string, orgIds: readonly string[], bventId: string): SQL {
    const sides = [eq(conversations.visitorAccountId, accountId)];
    if (orgIds.length) sides.push(inArray(conversations.orgId, [...orgIds]));
    return and(eq(conversations.bventId, bventId), or(...sides))!;
  }

  /** The account's conversations and its organizations', newest first, with what the list shows. */
  async list(
    accountId: string,
    orgIds: readonly string[],
    bventId: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: ConversationListRow[]; total: number }> {
    const where = this.mine(accountId, orgIds, bventId);
    const [rows, [totalRow]] = await Promise.all([
      this.rows(where, offset, limit),
      this.db.select({ n: count() }).from(conversations).where(where),
    ]);
    return { total: totalRow?.n ?? 0, rows };
  }

  /** One conversation as the list shows it. */
  async listRow(conversationId: string): Promise<ConversationListRow | null> {
    const [row] = await this.rows(eq(conversations.id, conversationId), 0, 1);
    return row ?? null;
  }

  private async rows(where: SQL, offset: number, limit: number): Promise<ConversationListRow[]> {
    const rows = await this.db
      .select({
        conversation: conversations,
        exhibitorName: exhibitors.name,
        exhibitorLogo: exhibitors.logo,
        accountName: accounts.fullName,
        accountCompany: accounts.company,
        cardName: businessCards.fullName,
        cardCompany: businessCards.company,
        cardAvatar: businessCards.avatar,
        lastKind: messages.kind,
        lastText: messages.text,
        lastSide: messages.side,
        lastAt: messages.createdAt,
      })
      .from(conversations)
      .innerJoin(exhibitors, eq(exhibitors.id, conversations.exhibitorId))
      .innerJoin(accounts, eq(accounts.id, conversations.visitorAccountId))
      .leftJoin(businessCards, eq(businessCards.accountId, conversations.visitorAccountId))
      .leftJoin(
        messages,
        and(eq(messages.conversationId, conversations.id), eq(messages.seq, conversations.lastSeq)),
      )
      .where(where)
      .orderBy(desc(conversations.lastAt), desc(conversations.id))
      .offset(offset)
      .limit(limit);
    return rows.map((r) => ({
      conversation: r.conversation,
      exhibitorName: r.exhibitorName,
      exhibitorLogo: r.exhibitorLogo,
      visitorName: r.cardName || r.accountName,
      visitorCompany: r.cardName ? (r.cardCompany ?? '') : r.accountCompany,
      visitorAvatar: r.cardAvatar ?? '',
      last:
        r.lastKind && r.lastSide && r.lastAt
          ? { kind: r.lastKind, text: r.lastText ?? '', side: r.lastSide, createdAt: r.lastAt }
          : null,
    }));
  }

  /** The exhibitor of the account's (or its organizations') latest conversation at the event. */
  async latestExhibitor(
    accountId: string,
    orgIds: readonly string[],
    bventId: string,
  ): Promise<string | null> {
    const [row] = await this.db
      .select({ id: conversations.exhibitorId })
      .from(conversations)
      .where(this.mine(accountId, orgIds, bventId))
      .orderBy(desc(conversations.lastAt))
      .limit(1);
    return row?.id ?? null;
  }

  /** Unread messages across the account's conversations and its organizations'. */
  async unread(accountId: string, orgIds: readonly string[], bventId: string): Promise<number> {
    const own = this.db
      .select({ n: sum(conversations.visitorUnread) })
      .from(conversations)
      .where(and(eq(conversations.bventId, bventId), eq(conversations.visitorAccountId, accountId)));
    const org = orgIds.length
      ? this.db
          .select({ n: sum(conversations.orgUnread) })
          .from(conversations)
          .where(
            and(
              eq(conversations.bventId, bventId),
              inArray(conversations.orgId, [...orgIds]),
              ne(conversations.visitorAccountId, accountId),
            ),
          )
      : Promise.resolve([{ n: '0' }]);
    const [[a], [b]] = await Promise.all([own, org]);
    return Number(a?.n ?? 0) + Number(b?.n ?? 0);
  }
}
