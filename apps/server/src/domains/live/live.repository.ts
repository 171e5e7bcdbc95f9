import type { ContentVisibility, LiveState } from '@showfloor/domain';
import { type SQL, and, asc, desc, eq, gt, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  exhibitors,
  liveCodeFailures,
  liveReservations,
  livestreams,
  pavilions,
} from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';
import type { ExhibitorOfContent } from '../product/catalog-shared.ts';
import { exhibitorOfContentColumns } from '../product/exhibitor-columns.ts';
import { exhibitingOrgs } from '../shared/exhibiting-orgs.ts';
import { exhibitorShown } from '../shared/shown.ts';

export interface LiveFilter {
  bventId: string;
  day?: string;
  exhibitorId?: string;
  state?: LiveState;
  withReplay?: boolean;
  /** Only the lives this account reserved ("my reservations"). */
  reservedBy?: string;
  /** The exhibitor visibilities the viewer may see (shared/shown.ts). */
  visible: readonly ContentVisibility[];
  /** Now as a Beijing wall time 'YYYY-MM-DD HH:mm:ss', what a state is decided against. */
  nowWall: string;
}

/** The columns of a live's card, its exhibitor's too. */
const cardColumns = {
  id: livestreams.id,
  bventId: livestreams.bventId,
  title: livestreams.title,
  cover: livestreams.cover,
  startTime: livestreams.startTime,
  endTime: livestreams.endTime,
  capacity: livestreams.capacity,
  reservedCount: livestreams.reservedCount,
  inviteCodeHash: livestreams.inviteCodeHash,
  broadcastState: livestreams.broadcastState,
  hasReplay: livestreams.hasReplay,
  source: livestreams.source,
  externalHlsUrl: livestreams.externalHlsUrl,
  exhibitor: exhibitorOfContentColumns,
};

export interface LiveCardRow {
  id: string;
  bventId: string;
  title: Localized;
  cover: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  reservedCount: number;
  inviteCodeHash: string | null;
  broadcastState: 'idle' | 'live' | 'ended';
  hasReplay: boolean;
  source: 'camera' | 'external';
  externalHlsUrl: string | null;
  exhibitor: ExhibitorOfContent;
}

export interface LiveDetailRow extends LiveCardRow {
  status: string;
  description: Localized | null;
  orgId: string;
}

/**
 * The state in SQL, as the domain's liveState decides it: the broadcaster first, then the scheduled end. Wall times
 * compare as text because every stored time has the same 'YYYY-MM-DD HH:mm[:ss]' shape.
 */
function stateIs(state: LiveState, nowWall: string): SQL | undefined {
  if (state === 'live') return eq(livestreams.broadcastState, 'live');
  const idleAndOpen = and(eq(livestreams.broadcastState, 'idle'), gt(livestreams.endTime, nowWall));
  if (state === 'upcoming') return idleAndOpen;
  return or(
    eq(livestreams.broadcastState, 'ended'),
    and(eq(livestreams.broadcastState, 'idle'), sql`${livestreams.endTime} <= ${nowWall}`),
  );
}

export class LiveRepository {
  constructor(private readonly db: Db) {}

  private where(f: LiveFilter): SQL | undefined {
    return and(
      eq(livestreams.bventId, f.bventId),
      eq(livestreams.status, 'published'),
      // As every catalog list: an exhibitor that may not be shown, or not to this viewer, lists nothing.
      exhibitorShown(f.visible),
      f.exhibitorId ? eq(livestreams.exhibitorId, f.exhibitorId) : undefined,
      f.day ? like(livestreams.startTime, `${f.day}%`) : undefined,
      f.state ? stateIs(f.state, f.nowWall) : undefined,
      f.withReplay ? eq(livestreams.hasReplay, true) : undefined,
      f.reservedBy
        ? sql`exists (select 1 from ${liveReservations} where ${liveReservations.liveId} = ${livestreams.id} and ${liveReservations.accountId} = ${f.reservedBy})`
        : undefined,
    );
  }

  /** Soonest first; the ended ones (replays) latest first, what a visitor looks for there. */
  async page(f: LiveFilter, offset: number, limit: number): Promise<LiveCardRow[]> {
    const order = f.state === 'ended' ? desc(livestreams.startTime) : asc(livestreams.startTime);
    return this.db
      .select(cardColumns)
      .from(livestreams)
      .innerJoin(exhibitors, eq(exhibitors.id, livestreams.exhibitorId))
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(this.where(f))
      .orderBy(order, asc(livestreams.id))
      .offset(offset)
      .limit(limit);
  }

  async count(f: LiveFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(livestreams)
      .innerJoin(exhibitors, eq(exhibitors.id, livestreams.exhibitorId))
      .where(this.where(f));
    return row?.n ?? 0;
  }

  async detail(id: string): Promise<LiveDetailRow | null> {
    const [row] = await this.db
      .select({
        ...cardColumns,
        status: livestreams.status,
        description: livestreams.description,
        orgId: exhibitors.orgId,
      })
      .from(livestreams)
      .innerJoin(exhibitors, eq(exhibitors.id, livestreams.exhibitorId))
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(eq(livestreams.id, id))
      .limit(1);
    return row ?? null;
  }

  async reservedAmong(accountId: string, liveIds: readonly string[]): Promise<Set<string>> {
    if (liveIds.length === 0) return new Set();
    const rows = await this.db
      .select({ liveId: liveReservations.liveId })
      .from(liveReservations)
      .where(and(eq(liveReservations.accountId, accountId), inArray(liveReservations.liveId, [...liveIds])));
    return new Set(rows.flatMap((r) => (r.liveId ? [r.liveId] : [])));
  }

  /** Whether the account answers for the live's exhibitor (its team watches a private live without a seat). */
  async isTeam(accountId: string, bventId: string, orgId: string): Promise<boolean> {
    return (await exhibitingOrgs(this.db, accountId, bventId)).includes(orgId);
  }

  /**
   * Counts one invitation-code attempt of the account at the live, atomically, and answers the attempts in the
   * current window including this one (a window older than `windowMs` starts again at 1). Counted before the code
   * is checked, so guesses sent all at once each get their own number and none slips past the limit; a right
   * code gives its attempt back (forgiveAttempt).
   */
  async countAttempt(liveId: string, accountId: string, nowMs: number, windowMs: number): Promise<number> {
    const now = new Date(nowMs);
    const windowOpen = sql`${liveCodeFailures.windowStart} > ${new Date(nowMs - windowMs).toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(liveCodeFailures)
      .values({ liveId, accountId, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: [liveCodeFailures.liveId, liveCodeFailures.accountId],
        set: {
          failures: sql`case when ${windowOpen} then ${liveCodeFailures.failures} + 1 else 1 end`,
          windowStart: sql`case when ${windowOpen} then ${liveCodeFailures.windowStart} else ${now.toISOString()}::timestamptz end`,
        },
      })
      .returning({ failures: liveCodeFailures.failures });
    return row?.failures ?? 1;
  }

  async forgiveAttempt(liveId: string, accountId: string): Promise<void> {
    await this.db
      .update(liveCodeFailures)
      .set({ failures: sql`greatest(${liveCodeFailures.failures} - 1, 0)` })
      .where(and(eq(liveCodeFailures.liveId, liveId), eq(liveCodeFailures.accountId, accountId)));
  }

  /**
   * Takes a seat in one transaction: the reservation row (unique per live and account: a second reserve, even at
   * the same instant, inserts nothing and changes nothing), then the guarded raise of the count, which the database
   * re-checks on the locked row, so the last seat goes to exactly one. No seat rolls the row back.
   * The row copies the live's title and times: the booking dialog's conflict check reads this table alone.
   */
  async reserve(
    live: { id: string; bventId: string; title: Localized; startTime: string; endTime: string },
    accountId: string,
    id: string,
    now: Date,
  ): Promise<'reserved' | 'already' | 'soldOut'> {
    return this.db
      .transaction(async (tx) => {
        const inserted = await tx
          .insert(liveReservations)
          .values({
            id,
            bventId: live.bventId,
            accountId,
            liveId: live.id,
            liveTitle: live.title,
            startTime: live.startTime,
            endTime: live.endTime,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [liveReservations.liveId, liveReservations.accountId] })
          .returning({ id: liveReservations.id });
        if (inserted.length === 0) return 'already' as const;
        const taken = await tx
          .update(livestreams)
          .set({ reservedCount: sql`${livestreams.reservedCount} + 1` })
          .where(
            and(
              eq(livestreams.id, live.id),
              eq(livestreams.status, 'published'),
              or(isNull(livestreams.capacity), lt(livestreams.reservedCount, livestreams.capacity)),
            ),
          )
          .returning({ id: livestreams.id });
        if (taken.length === 0) throw new SoldOut();
        return 'reserved' as const;
      })
      .catch((e: unknown) => {
        if (e instanceof SoldOut) return 'soldOut' as const;
        throw e;
      });
  }

  /** Gives the seat back in one transaction: the row goes and the count falls with it; nothing when none is held. */
  async cancel(liveId: string, accountId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const gone = await tx
        .delete(liveReservations)
        .where(and(eq(liveReservations.liveId, liveId), eq(liveReservations.accountId, accountId)))
        .returning({ id: liveReservations.id });
      if (gone.length === 0) return false;
      await tx
        .update(livestreams)
        .set({ reservedCount: sql`${livestreams.reservedCount} - 1` })
        .where(and(eq(livestreams.id, liveId), gt(livestreams.reservedCount, 0)));
      return true;
    });
  }

  async seat(liveId: string): Promise<{ capacity: number | null; reservedCount: number } | null> {
    const [row] = await this.db
      .select({ capacity: livestreams.capacity, reservedCount: livestreams.reservedCount })
      .from(livestreams)
      .where(eq(livestreams.id, liveId));
    return row ?? null;
  }

  /** The accounts that reserved the live, for the reminder when it goes on air. */
  async reservers(liveId: string): Promise<{ bventId: string; accountIds: string[] } | null> {
    const [live] = await this.db
      .select({ bventId: livestreams.bventId })
      .from(livestreams)
      .where(eq(livestreams.id, liveId));
    if (!live) return null;
    const rows = await this.db
      .select({ accountId: liveReservations.accountId })
      .from(liveReservations)
      .where(eq(liveReservations.liveId, liveId));
    return { bventId: live.bventId, accountIds: rows.map((r) => r.accountId) };
  }
}

/** Thrown inside the reserve transaction to roll the reservation row back when no seat was left. */
class SoldOut extends Error {}
