import {
  ErrorCode,
  getLiveDetail,
  listLives,
  reserveLive,
  type TLiveCard,
  type TLiveDetail,
} from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { beforeAll, expect, it } from 'vitest';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
} from '../src/db/seed/demo-ids.ts';
import { insertLive } from './live-helpers.ts';
import { newAttendees } from './meeting-helpers.ts';
import { TEST_NOW } from './test-clock.ts';
import { gatewayCalls, onPgliteAndPostgres, type WorkbenchSubject } from './workbench-helpers.ts';

/*
 * The live list and a live's page, anonymous or signed in: states follow the set clock and the broadcaster, the
 * filters (day, exhibitor, state, replays), what a restricted exhibitor keeps from strangers, "live not exist" for
 * unknown and removed lives, and what plays for whom.
 */

function roomsSuite(subject: () => WorkbenchSubject): void {
  const { get, post } = gatewayCalls(() => subject().app);
  const lives: Record<string, string> = {};

  const list = (body: Record<string, unknown>) =>
    post<TLiveCard[]>(null, listLives.path, { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 100, ...body });
  const ids = async (body: Record<string, unknown>) => {
    const r = await list(body);
    expect(r.status).toBe(200);
    return r.body.returnObj!.map((c) => c.id);
  };
  const detail = (id: string, who: { id: string; bearer: string } | null = null) =>
    get<TLiveDetail>(who, getLiveDetail.path, { id });

  beforeAll(async () => {
    const db = subject().db;
    lives.upcoming = await insertLive(db, {
      startTime: '2026-12-08 14:00:00',
      endTime: '2026-12-08 15:00:00',
    });
    lives.onAir = await insertLive(db, {
      startTime: '2026-12-07 09:30:00',
      endTime: '2026-12-07 11:00:00',
      broadcastState: 'live',
    });
    lives.replay = await insertLive(db, {
      startTime: '2026-12-06 09:00:00',
      endTime: '2026-12-06 10:00:00',
      broadcastState: 'ended',
      hasReplay: true,
    });
    // Scheduled and over without ever going on air: ended, nothing to replay.
    lives.missed = await insertLive(db, { startTime: '2026-12-06 15:00:00', endTime: '2026-12-06 16:00:00' });
    lives.removed = await insertLive(db, { status: 'removed' });
    lives.privateOnAir = await insertLive(db, {
      startTime: '2026-12-07 09:00:00',
      endTime: '2026-12-07 12:00:00',
      broadcastState: 'live',
      inviteCode: 'OPEN-SESAME',
    });
    lives.restricted = await insertLive(db, { exhibitorId: DEMO_OVERSEAS_ONLY_EXHIBITOR_ID });
  });

  it('lists by state as the clock and the broadcaster say; replays only with a recording', async () => {
    const upcoming = await ids({ state: 'upcoming', exhibitorId: DEMO_EXHIBITOR_2_ID });
    expect(upcoming).toContain(lives.upcoming);
    expect(upcoming).not.toContain(lives.onAir);
    expect(upcoming).not.toContain(lives.missed);
    expect(await ids({ state: 'live', exhibitorId: DEMO_EXHIBITOR_2_ID })).toEqual(
      expect.arrayContaining([lives.onAir, lives.privateOnAir]),
    );
    const ended = await ids({ state: 'ended', exhibitorId: DEMO_EXHIBITOR_2_ID });
    expect(ended).toEqual(expect.arrayContaining([lives.replay, lives.missed]));
    const replays = await ids({ state: 'ended', withReplay: true, exhibitorId: DEMO_EXHIBITOR_2_ID });
    expect(replays).toContain(lives.replay);
    expect(replays).not.toContain(lives.missed);
    const all = await ids({});
    expect(all).not.toContain(lives.removed);
  });

  it('filters by day and exhibitor; a card says its state, seats and privacy', async () => {
    const day = await list({ day: '2026-12-06', exhibitorId: DEMO_EXHIBITOR_2_ID });
    expect(day.body.returnObj!.map((c) => c.id).sort()).toEqual([lives.replay, lives.missed].sort());
    expect(day.body.pager).toMatchObject({ total: 2 });
    const card = (await list({ exhibitorId: DEMO_EXHIBITOR_2_ID, state: 'live' })).body.returnObj!.find(
      (c) => c.id === lives.privateOnAir,
    );
    expect(card).toMatchObject({ state: 'live', isPrivate: true, capacity: null, soldOut: false });
    expect(card!.exhibitor.id).toBe(DEMO_EXHIBITOR_2_ID);
  });

  it("keeps a restricted exhibitor's lives from strangers, in the list and on the page", async () => {
    expect(await ids({})).not.toContain(lives.restricted);
    expect((await detail(lives.restricted!)).status).toBe(403);
  });

  it('answers "live not exist" (404) for an unknown or removed live', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000dead', lives.removed!]) {
      const r = await detail(id);
      expect([r.status, r.body.businessCode, r.body.businessMessage]).toEqual([
        404,
        ErrorCode.LiveNotFound,
        'The live does not exist',
      ]);
    }
  });

  it('the state follows the clock: an upcoming live is over after its end unless it went on air', async () => {
    const clock = subject().clock;
    expect((await detail(lives.upcoming!)).body.returnObj).toMatchObject({
      state: 'upcoming',
      reserved: null,
      playbackUrl: null,
    });
    try {
      clock.set(beijingToEpoch('2026-12-08 15:00:00'));
      expect((await detail(lives.upcoming!)).body.returnObj!.state).toBe('ended');
      expect((await detail(lives.onAir!)).body.returnObj!.state).toBe('live');
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('plays a public live for anyone, a private one only for those who reserved it', async () => {
    const onAir = (await detail(lives.onAir!)).body.returnObj!;
    expect(onAir.playbackUrl).toBe(`/live/hls/${lives.onAir}/index.m3u8`);
    expect((await detail(lives.replay!)).body.returnObj!.playbackUrl).toBe(
      `/live/hls/${lives.replay}/index.m3u8`,
    );
    expect((await detail(lives.missed!)).body.returnObj!.playbackUrl).toBeNull();

    const [viewer] = await newAttendees(subject().app, subject().db, 1);
    expect((await detail(lives.privateOnAir!)).body.returnObj!.playbackUrl).toBeNull();
    const before = (await detail(lives.privateOnAir!, viewer!)).body.returnObj!;
    expect([before.reserved, before.playbackUrl]).toEqual([false, null]);
    const reserved = await post(viewer!, reserveLive.path, {
      bventId: DEMO_EVENT_ID,
      liveId: lives.privateOnAir,
      inviteCode: 'OPEN-SESAME',
    });
    expect(reserved.status).toBe(200);
    const after = (await detail(lives.privateOnAir!, viewer!)).body.returnObj!;
    expect(after.reserved).toBe(true);
    expect(after.playbackUrl).toMatch(
      new RegExp(`^/live/hls/${lives.privateOnAir}/index\\.m3u8\\?t=\\d+\\.`),
    );
    const token = new URL(after.playbackUrl!, 'http://x').searchParams.get('t');
    expect(await subject().app.services.livePlayback.verify(token, lives.privateOnAir!)).toBe(true);
    expect(await subject().app.services.livePlayback.verify(token, lives.onAir!)).toBe(false);
  });
}

await onPgliteAndPostgres('live rooms', 'live_rooms', roomsSuite);
