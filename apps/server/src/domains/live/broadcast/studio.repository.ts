import { fullBeijingWall } from '@showfloor/domain';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { exhibitors, liveReservations, liveSegments, livestreams } from '../../../db/schema/index.ts';
import type { Localized } from '../../../db/schema/types.ts';
import { type ExhibitorLookup, exhibitingOrgs } from '../../shared/exhibiting-orgs.ts';
import type { PlaylistSegment } from './playlist.ts';

export interface StudioExhibitor {
  id: string;
  status: string;
}

export type StudioLiveRow = typeof livestreams.$inferSelect & { recordedMs: number };

export interface LiveWrite {
  title: Localized;
  description: Localized;
  startTime: string;
  endTime: string;
  capacity: number | null;
  source: 'camera' | 'external';
  externalHlsUrl: string | null;
  /** undefined keeps the stored code. */
  inviteCodeHash?: string | null;
}

const liveColumns = getTableColumns(livestreams);

const recordedMs = sql<number>`coalesce((select sum(${liveSegments.durationMs}) from ${liveSegments} where ${liveSegments.liveId} = ${livestreams.id}), 0)::int`;

/** The workbench's side of lives: the exhibitor's own, what the broadcast keeps, and its playlist. */
export class StudioRepository implements ExhibitorLookup<StudioExhibitor> {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repo: StudioRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new StudioRepository(tx as unknown as Db)));
  }

  /** Pieces of one live's broadcast are taken one at a time, whichever gateway they reach. */
  async lockLive(liveId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`live:${liveId}`}))`);
  }

  orgsOf(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  async exhibitorOf(bventId: string, orgId: string): Promise<StudioExhibitor | null> {
    const [row] = await this.db
      .select({ id: exhibitors.id, status: exhibitors.status })
      .from(exhibitors)
      .where(and(eq(exhibitors.bventId, bventId), eq(exhibitors.orgId, orgId)));
    return row ?? null;
  }

  list(exhibitorId: string): Promise<StudioLiveRow[]> {
    return this.db
      .select({ ...liveColumns, recordedMs })
      .from(livestreams)
      .where(and(eq(livestreams.exhibitorId, exhibitorId), eq(livestreams.status, 'published')))
      .orderBy(asc(livestreams.startTime), asc(livestreams.id));
  }

  /** One of the exhibitor's lives that is not removed, or null. */
  async own(exhibitorId: string, id: string, forUpdate = false): Promise<StudioLiveRow | null> {
    const q = this.db
      .select({ ...liveColumns, recordedMs })
      .from(livestreams)
      .where(
        and(
          eq(livestreams.id, id),
          eq(livestreams.exhibitorId, exhibitorId),
          eq(livestreams.status, 'published'),
        ),
      );
    const [row] = forUpdate ? await q.for('update', { of: livestreams }) : await q;
    return row ?? null;
  }

  async insert(id: string, bventId: string, exhibitorId: string, w: LiveWrite, now: Date): Promise<void> {
    await this.db.insert(livestreams).values({
      id,
      bventId,
      exhibitorId,
      ...w,
      inviteCodeHash: w.inviteCodeHash ?? null,
      createdAt: now,
    });
  }

  /**
   * An edit; a new title or time is copied into its reservations, which the booking check reads (compared as
   * text, so in its one full shape, as a reservation is made).
   */
  async update(id: string, w: LiveWrite): Promise<void> {
    await this.db.update(livestreams).set(w).where(eq(livestreams.id, id));
    await this.db
      .update(liveReservations)
      .set({
        liveTitle: w.title,
        startTime: fullBeijingWall(w.startTime),
        endTime: fullBeijingWall(w.endTime),
      })
      .where(eq(liveReservations.liveId, id));
  }

  /** Removed for visitors ("live not exist"); its reservations no longer block anyone's meetings. */
  async remove(id: string): Promise<void> {
    await this.db.update(livestreams).set({ status: 'removed' }).where(eq(livestreams.id, id));
    await this.db.delete(liveReservations).where(eq(liveReservations.liveId, id));
  }

  async setBroadcast(id: string, state: 'live' | 'ended', now: Date): Promise<void> {
    if (state === 'live') {
      await this.db
        .update(livestreams)
        .set({ broadcastState: 'live', wentLiveAt: sql`coalesce(${livestreams.wentLiveAt}, ${now})` })
        .where(eq(livestreams.id, id));
      return;
    }
    await this.db
      .update(livestreams)
      .set({
        broadcastState: 'ended',
        endedAt: now,
        hasReplay: sql`exists (select 1 from ${liveSegments} where ${liveSegments.liveId} = ${id})`,
      })
      .where(eq(livestreams.id, id));
  }

  /**
   * Every live on air, with the moment its camera last sent a piece, or went on air when none came yet; a live
   * put on air by a fair import has neither, and counts from when it was made. The sweep's candidates, or the
   * one live it is about to end.
   */
  onAir(
    liveId?: string,
  ): Promise<{ id: string; source: 'camera' | 'external'; endTime: string; lastActivity: Date }[]> {
    const lastPiece = sql`(select max(${liveSegments.createdAt}) from ${liveSegments} where ${liveSegments.liveId} = ${livestreams.id})`;
    return this.db
      .select({
        id: livestreams.id,
        source: livestreams.source,
        endTime: livestreams.endTime,
        // greatest() skips nulls; coalesce covers a live with neither.
        lastActivity:
          sql<Date>`coalesce(greatest(${livestreams.wentLiveAt}, ${lastPiece}), ${livestreams.createdAt})`.mapWith(
            livestreams.createdAt,
          ),
      })
      .from(livestreams)
      .where(
        and(
          eq(livestreams.broadcastState, 'live'),
          eq(livestreams.status, 'published'),
          liveId === undefined ? undefined : eq(livestreams.id, liveId),
        ),
      );
  }

  async nextSegmentSeq(liveId: string): Promise<number> {
    const [row] = await this.db
      .select({ next: sql<number>`coalesce(max(${liveSegments.seq}) + 1, 0)::int` })
      .from(liveSegments)
      .where(eq(liveSegments.liveId, liveId));
    return row?.next ?? 0;
  }

  async addSegments(
    liveId: string,
    segments: readonly (PlaylistSegment & { bytes: number })[],
    now: Date,
  ): Promise<void> {
    if (segments.length === 0) return;
    await this.db.insert(liveSegments).values(segments.map((s) => ({ liveId, ...s, createdAt: now })));
  }

  segments(liveId: string): Promise<PlaylistSegment[]> {
    return this.db
      .select({
        seq: liveSegments.seq,
        init: liveSegments.init,
        file: liveSegments.file,
        durationMs: liveSegments.durationMs,
      })
      .from(liveSegments)
      .where(eq(liveSegments.liveId, liveId))
      .orderBy(asc(liveSegments.seq));
  }

  /** A live as its media routes need it: published, camera or not, on air or over, private or not. */
  async forMedia(liveId: string) {
    const [row] = await this.db
      .select({
        id: livestreams.id,
        source: livestreams.source,
        broadcastState: livestreams.broadcastState,
        hasReplay: livestreams.hasReplay,
        inviteCodeHash: livestreams.inviteCodeHash,
        status: livestreams.status,
      })
      .from(livestreams)
      .where(eq(livestreams.id, liveId));
    return row ?? null;
  }
}
