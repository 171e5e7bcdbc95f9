import { randomUUID } from 'node:crypto';
import type { TCardWallBox } from '@showfloor/contracts';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessCards, cardExchanges, type CardSnapshot } from '../../db/schema/cards.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { accounts } from '../../db/schema/identity.ts';
import type { Localized } from '../../db/schema/types.ts';
import { exhibitingOrgs, exhibitorAt, type ExhibitorAt } from '../shared/exhibiting-orgs.ts';

export type CardRow = typeof businessCards.$inferSelect;
export type ExchangeRow = typeof cardExchanges.$inferSelect;
export type CardFields = Omit<CardSnapshot, 'userId'>;

/** An exchange with what the wall shows beside it. */
export interface WallRow {
  exchange: ExchangeRow;
  exhibitorName: Localized | null;
  receiverName: string | null;
  answered: boolean;
}

export interface WallFilter {
  box: TCardWallBox;
  accountId: string;
  /** The organizations the account answers for at the event (the cards sent to them are received). */
  orgIds: readonly string[];
  bventId: string;
  keyword?: string;
  from?: Date;
  to?: Date;
}

const like = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class CardRepository {
  constructor(private readonly db: Db) {}

  async card(accountId: string): Promise<CardRow | null> {
    const [row] = await this.db.select().from(businessCards).where(eq(businessCards.accountId, accountId));
    return row ?? null;
  }

  /** What the account itself says of its holder: the card's draft until one is saved. */
  async account(
    accountId: string,
  ): Promise<{ fullName: string; company: string; jobTitle: string; phone: string; email: string } | null> {
    const [row] = await this.db
      .select({
        fullName: accounts.fullName,
        company: accounts.company,
        jobTitle: accounts.jobTitle,
        phone: accounts.phone,
        email: accounts.email,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row ?? null;
  }

  async save(accountId: string, fields: CardFields, now: Date): Promise<CardRow> {
    const [row] = await this.db
      .insert(businessCards)
      .values({ id: randomUUID(), accountId, ...fields, updatedAt: now })
      .onConflictDoUpdate({ target: businessCards.accountId, set: { ...fields, updatedAt: now } })
      .returning();
    return row!;
  }

  exhibitor(bventId: string, exhibitorId: string): Promise<ExhibitorAt | null> {
    return exhibitorAt(this.db, bventId, exhibitorId);
  }

  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  /** Sends (or sends again: the same row, its card and time renewed) a card to an exhibitor's organization. */
  sendToOrg(
    e: { bventId: string; sender: string; exhibitorId: string; orgId: string; card: CardSnapshot },
    now: Date,
  ): Promise<ExchangeRow> {
    return this.send(
      {
        bventId: e.bventId,
        sender: e.sender,
        card: e.card,
        exhibitorId: e.exhibitorId,
        receiverOrgId: e.orgId,
      },
      cardExchanges.receiverOrgId,
      now,
    );
  }

  /** A member's card back to the person whose card their organization received. */
  sendToPerson(
    e: { bventId: string; sender: string; receiver: string; replyTo: string | null; card: CardSnapshot },
    now: Date,
  ): Promise<ExchangeRow> {
    return this.send(
      {
        bventId: e.bventId,
        sender: e.sender,
        card: e.card,
        receiverAccountId: e.receiver,
        replyTo: e.replyTo,
      },
      cardExchanges.receiverAccountId,
      now,
    );
  }

  /**
   * One upsert for both kinds: the receiver column names the unique index (one row per sender and receiver at
   * the event), and sending again renews the row's card, time and what it answers or reaches.
   */
  private async send(
    e: {
      bventId: string;
      sender: string;
      card: CardSnapshot;
      exhibitorId?: string;
      receiverOrgId?: string;
      receiverAccountId?: string;
      replyTo?: string | null;
    },
    receiver: typeof cardExchanges.receiverOrgId | typeof cardExchanges.receiverAccountId,
    now: Date,
  ): Promise<ExchangeRow> {
    const { sender, ...rest } = e;
    const searchText = `${e.card.fullName} ${e.card.company}`.toLowerCase();
    const renewed = { card: e.card, searchText, sentAt: now, exhibitorId: e.exhibitorId, replyTo: e.replyTo };
    const [row] = await this.db
      .insert(cardExchanges)
      .values({ id: randomUUID(), ...rest, senderAccountId: sender, searchText, sentAt: now })
      .onConflictDoUpdate({
        target: [cardExchanges.bventId, cardExchanges.senderAccountId, receiver],
        targetWhere: sql`${receiver} is not null`,
        set: renewed,
      })
      .returning();
    return row!;
  }

  /** The card a person sent an organization at an event, if they did. */
  async sentToOrg(bventId: string, senderAccountId: string, orgId: string): Promise<ExchangeRow | null> {
    const [row] = await this.db
      .select()
      .from(cardExchanges)
      .where(
        and(
          eq(cardExchanges.bventId, bventId),
          eq(cardExchanges.senderAccountId, senderAccountId),
          eq(cardExchanges.receiverOrgId, orgId),
        ),
      );
    return row ?? null;
  }

  async exchange(id: string): Promise<ExchangeRow | null> {
    const [row] = await this.db.select().from(cardExchanges).where(eq(cardExchanges.id, id));
    return row ?? null;
  }

  /** One page of a wall's box, newest first, and how many there are in all. */
  async wall(f: WallFilter, offset: number, limit: number): Promise<{ rows: WallRow[]; total: number }> {
    const where = wallWhere(f);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          exchange: cardExchanges,
          exhibitorName: exhibitors.name,
          receiverName: accounts.fullName,
          // A card a member answered (card_exchanges_reply_idx finds the answer).
          answered: sql<boolean>`exists (select 1 from card_exchanges r where r.reply_to = ${cardExchanges.id})`,
        })
        .from(cardExchanges)
        .leftJoin(exhibitors, eq(exhibitors.id, cardExchanges.exhibitorId))
        .leftJoin(accounts, eq(accounts.id, cardExchanges.receiverAccountId))
        .where(where)
        .orderBy(desc(cardExchanges.sentAt), desc(cardExchanges.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(cardExchanges).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}

function wallWhere(f: WallFilter): SQL | undefined {
  const mine =
    f.box === 'sent'
      ? eq(cardExchanges.senderAccountId, f.accountId)
      : or(
          eq(cardExchanges.receiverAccountId, f.accountId),
          f.orgIds.length ? inArray(cardExchanges.receiverOrgId, [...f.orgIds]) : undefined,
        );
  return and(
    eq(cardExchanges.bventId, f.bventId),
    mine,
    f.keyword ? ilike(cardExchanges.searchText, like(f.keyword)) : undefined,
    f.from ? gte(cardExchanges.sentAt, f.from) : undefined,
    f.to ? lt(cardExchanges.sentAt, f.to) : undefined,
  );
}
