import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { liveReservations, livestreams } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_2_ID } from '../src/db/seed/demo-ids.ts';
import { hashInviteCode } from '../src/domains/live/invite-code.ts';

/*
 * Lives of the live suites, inserted as the broadcaster's workbench leaves them: an exhibitor of the demo event
 * that the demo fair gives no lives of its own, times on the suites' fair days (TEST_NOW is 7 Dec 2026 10:00).
 */

export interface LiveOver {
  startTime?: string;
  endTime?: string;
  capacity?: number | null;
  inviteCode?: string;
  broadcastState?: 'idle' | 'live' | 'ended';
  hasReplay?: boolean;
  status?: 'published' | 'removed';
  exhibitorId?: string;
  title?: string;
}

export async function insertLive(db: Db, over: LiveOver = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(livestreams).values({
    id,
    bventId: DEMO_EVENT_ID,
    exhibitorId: over.exhibitorId ?? DEMO_EXHIBITOR_2_ID,
    title: { 'en-US': over.title ?? 'Valve launch', 'zh-CN': over.title ?? '阀门发布' },
    description: { 'en-US': 'New valves, live', 'zh-CN': '新阀门直播' },
    startTime: over.startTime ?? '2026-12-08 14:00:00',
    endTime: over.endTime ?? '2026-12-08 15:00:00',
    capacity: over.capacity === undefined ? null : over.capacity,
    inviteCodeHash: over.inviteCode ? await hashInviteCode(over.inviteCode) : null,
    broadcastState: over.broadcastState ?? 'idle',
    hasReplay: over.hasReplay ?? false,
    status: over.status ?? 'published',
    createdAt: new Date(0),
  });
  return id;
}

/** The live's count and its reservation rows, as the database holds them. */
export async function heldSeats(db: Db, liveId: string): Promise<{ count: number; rows: number }> {
  const [live] = await db
    .select({ n: livestreams.reservedCount })
    .from(livestreams)
    .where(eq(livestreams.id, liveId));
  const rows = await db
    .select({ id: liveReservations.id })
    .from(liveReservations)
    .where(eq(liveReservations.liveId, liveId));
  return { count: live?.n ?? -1, rows: rows.length };
}
