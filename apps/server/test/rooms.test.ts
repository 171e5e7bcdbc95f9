import {
  ErrorCode,
  getMeetingRoom,
  ROOM_SEAT_GRACE_SECONDS,
  HEADERS,
  mySentMeetings,
  type TMeeting,
  type TRoomInfo,
} from '@showfloor/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomFeedback, roomMessages, rooms, roomSeats } from '../src/db/schema/index.ts';
import QRCode from 'qrcode';
import { DEMO_EVENT_ID, demoAccountId, exhibitorId } from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import { newAttendees } from './meeting-helpers.ts';
import { buildIdentityApp, type IdentityTestApp } from './identity-helpers.ts';
import { confirmedMeeting, joinFrame, listening } from './room-helpers.ts';
import { TEST_NOW } from './test-clock.ts';
import { WsClient } from './ws-client.ts';

/*
 * Negotiation rooms: who may see and enter a room, and its live state over /ws (join, signalling, chat, guests,
 * password, capacity, kick, close, dropped connections), with every refusal changing nothing.
 */

let t: IdentityTestApp;
let origin: string;
const sockets: WsClient[] = [];
beforeAll(async () => {
  t = await buildIdentityApp();
  origin = await listening(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

const VISITOR = demoAccountId('visitor');

async function socket(as?: 'visitor' | 'exhibitor' | 'purchaser'): Promise<WsClient> {
  const s = await WsClient.open(origin);
  sockets.push(s);
  if (as) {
    const answer = await s.ask({ type: 'auth', token: await t.token(as) }, 'ok');
    expect(answer.type).toBe('ok');
  }
  return s;
}

async function invitation(room: string): Promise<string> {
  const res = await t.as<{ invite: string }>('exhibitor', {
    method: 'POST',
    url: api('/ExpoAggregator/MeetingRoom/Invite'),
    payload: { roomNumber: room },
  });
  expect(res.status).toBe(200);
  return res.body.returnObj!.invite;
}

/** A new confirmed meeting's room with its host and then its visitor in, each on their own socket. */
async function hostAndVisitorIn() {
  const room = await confirmedMeeting(t.db, VISITOR);
  const h = await socket('exhibitor');
  await h.ask(joinFrame(room), 'room.joined');
  const v = await socket('visitor');
  const joined = await v.ask(joinFrame(room), 'room.joined');
  if (joined.type !== 'room.joined') throw new Error('not joined');
  return { room, h, v, joined };
}

const liveSeats = async (room: string) =>
  t.db
    .select()
    .from(roomSeats)
    .where(and(eq(roomSeats.roomNumber, room), isNull(roomSeats.leftAt)));

describe('the pre-join call', () => {
  it('answers the meeting to its two sides, 404 to anyone else, 400 to a malformed number', async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const url = api(`${getMeetingRoom.path}?roomNumber=${room}`);
    const visitor = await t.as<TRoomInfo>('visitor', { method: 'GET', url });
    expect(visitor.status).toBe(200);
    expect(visitor.body.returnObj).toMatchObject({
      roomNumber: room,
      topic: 'Valves for the new plant',
      state: 'open',
      host: false,
      guest: false,
      needsPassword: false,
    });
    const host = await t.as<TRoomInfo>('exhibitor', { method: 'GET', url });
    expect(host.body.returnObj?.host).toBe(true);
    for (const who of ['purchaser', null] as const) {
      const stranger = await t.as('purchaser' === who ? who : null, { method: 'GET', url });
      expect(stranger.status).toBe(404);
      expect(stranger.body.businessCode).toBe(ErrorCode.RoomNotFound);
      expect(stranger.body.returnObj).toBeNull();
    }
    const unknown = await t.as('visitor', {
      method: 'GET',
      url: api(`${getMeetingRoom.path}?roomNumber=100000000`),
    });
    expect(unknown.status).toBe(404);
    const malformed = await t.as('visitor', {
      method: 'GET',
      url: api(`${getMeetingRoom.path}?roomNumber=12ab`),
    });
    expect(malformed.status).toBe(400);
  });

  it('says when the room opens and that it is over, in its state', async () => {
    const later = await confirmedMeeting(t.db, VISITOR, 60);
    const earlier = await confirmedMeeting(t.db, VISITOR, -120);
    const get = (room: string) =>
      t.as<TRoomInfo>('visitor', { method: 'GET', url: api(`${getMeetingRoom.path}?roomNumber=${room}`) });
    const upcoming = (await get(later)).body.returnObj!;
    expect(upcoming.state).toBe('upcoming');
    expect(Date.parse(upcoming.closesAt) - Date.parse(upcoming.opensAt)).toBe((10 + 30 + 15) * 60_000);
    expect((await get(earlier)).body.returnObj?.state).toBe('ended');
  });
});

describe('in the room over /ws', () => {
  it('the two sides join, see each other, signal each other only, and chat; chat is kept in order', async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const v = await socket('visitor');
    const h = await socket('exhibitor');
    const vJoined = await v.ask(joinFrame(room), 'room.joined');
    if (vJoined.type !== 'room.joined') throw new Error(JSON.stringify(vJoined));
    expect(vJoined.host).toBe(false);
    const hJoined = await h.ask(joinFrame(room, { video: false }), 'room.joined');
    if (hJoined.type !== 'room.joined') throw new Error(JSON.stringify(hJoined));
    expect(hJoined.host).toBe(true);
    expect(hJoined.seats.map((s) => s.seat).sort()).toEqual([vJoined.seat, hJoined.seat].sort());
    const seen = await v.next('room.peer-joined');
    expect(seen.seat).toMatchObject({ seat: hJoined.seat, host: true, video: false });

    v.send({ type: 'room.signal', room, to: hJoined.seat, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    const offer = await h.next('room.signal');
    expect(offer).toMatchObject({ from: vJoined.seat, signal: { kind: 'offer', sdp: 'v=0 offer' } });
    h.send({ type: 'room.signal', room, to: vJoined.seat, signal: { kind: 'ice', candidate: null } });
    expect((await v.next('room.signal')).signal).toEqual({ kind: 'ice', candidate: null });

    // A seat of another room, or one's own: refused, nothing relayed.
    const other = await confirmedMeeting(t.db, VISITOR);
    const o = await socket('visitor');
    const oJoined = await o.ask(joinFrame(other), 'room.joined');
    const cross = await v.ask(
      {
        type: 'room.signal',
        room,
        to: oJoined.type === 'room.joined' ? oJoined.seat : '',
        signal: { kind: 'ice', candidate: null },
      },
      'ok',
    );
    expect(cross).toMatchObject({ type: 'error', code: ErrorCode.NotInRoom });
    const notMine = await h.ask(
      { type: 'room.signal', room: other, to: vJoined.seat, signal: { kind: 'ice', candidate: null } },
      'ok',
    );
    expect(notMine).toMatchObject({ type: 'error', code: ErrorCode.NotInRoom });

    expect((await v.ask({ type: 'room.chat', room, text: '  Hello, 你好  ' }, 'ok')).type).toBe('ok');
    const heard = await h.next('room.chat');
    expect(heard.message).toMatchObject({ seat: vJoined.seat, text: 'Hello, 你好' });
    await h.ask({ type: 'room.chat', room, text: 'Welcome' }, 'ok');
    const tooLong = await v.ask({ type: 'room.chat', room, text: '长'.repeat(501) }, 'ok');
    expect(tooLong).toMatchObject({
      type: 'error',
      code: ErrorCode.RoomTextTooLong,
      message: 'The message is too long to send',
    });
    const stored = await t.db.select().from(roomMessages).where(eq(roomMessages.roomNumber, room));
    expect(stored.map((m) => m.text)).toEqual(['Hello, 你好', 'Welcome']);
    const history = await v.ask({ type: 'room.history', room, after: heard.message.id }, 'room.history');
    expect(history.type === 'room.history' && history.messages.map((m) => m.text)).toEqual(['Welcome']);
  });

  it('guests come by invitation, with a name and the password; guessing is limited', async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const invite = await invitation(room);
    const setPassword = await t.as('exhibitor', {
      method: 'POST',
      url: api('/ExpoAggregator/MeetingRoom/Password'),
      payload: { roomNumber: room, password: 'tea-1234' },
    });
    expect(setPassword.status).toBe(200);
    const notHost = await t.as('visitor', {
      method: 'POST',
      url: api('/ExpoAggregator/MeetingRoom/Password'),
      payload: { roomNumber: room, password: null },
    });
    expect([notHost.status, notHost.body.businessCode]).toEqual([403, ErrorCode.NotRoomHost]);
    const info = await t.as<TRoomInfo>(null, {
      method: 'GET',
      url: api(`${getMeetingRoom.path}?roomNumber=${room}&invite=${invite}`),
    });
    expect(info.body.returnObj).toMatchObject({ guest: true, needsPassword: true, host: false });

    const g = await socket();
    expect(await g.ask(joinFrame(room, { invite }), 'room.joined')).toMatchObject({
      code: ErrorCode.RoomNameRequired,
    });
    expect(await g.ask(joinFrame(room, { invite, name: 'Ana' }), 'room.joined')).toMatchObject({
      code: ErrorCode.RoomPasswordWrong,
    });
    expect(await g.ask(joinFrame(room, { name: 'Ana', password: 'tea-1234' }), 'room.joined')).toMatchObject({
      code: ErrorCode.RoomNotFound,
    });
    const joined = await g.ask(joinFrame(room, { invite, name: 'Ana', password: 'tea-1234' }), 'room.joined');
    expect(joined.type).toBe('room.joined');
    expect(await liveSeats(room)).toHaveLength(1);

    const guesser = await socket();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await guesser.ask(
          joinFrame(room, { invite, name: 'Eve', password: `guess-${i}` }),
          'room.joined',
        )) as { code?: number },
      );
    }
    // Five wrong tries from one address (Ana's missing password above was one; her right one was none), then
    // nothing more from it, the right password included.
    expect(answers.map((a) => a.code)).toEqual([
      ...Array(4).fill(ErrorCode.RoomPasswordWrong),
      ErrorCode.TooManyAttempts,
      ErrorCode.TooManyAttempts,
    ]);
    const late = await guesser.ask(
      joinFrame(room, { invite, name: 'Eve', password: 'tea-1234' }),
      'room.joined',
    );
    expect(late).toMatchObject({ type: 'error', code: ErrorCode.TooManyAttempts });
    expect(await liveSeats(room)).toHaveLength(1);
  });

  it('holds four: the fifth is told the room is full, and the seats count stays right', async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const invite = await invitation(room);
    await (await socket('visitor')).ask(joinFrame(room), 'room.joined');
    const h = await socket('exhibitor');
    await h.ask(joinFrame(room), 'room.joined');
    for (const name of ['Ana', 'Bo']) {
      expect((await (await socket()).ask(joinFrame(room, { invite, name }), 'room.joined')).type).toBe(
        'room.joined',
      );
    }
    const fifth = await (await socket()).ask(joinFrame(room, { invite, name: 'Cy' }), 'room.joined');
    expect(fifth).toMatchObject({ type: 'error', code: ErrorCode.RoomFull, message: 'The room is full' });
    const [row] = await t.db.select().from(rooms).where(eq(rooms.roomNumber, room));
    expect(row?.seatsTaken).toBe(4);
    expect(await liveSeats(room)).toHaveLength(4);
  });

  it('the host removes a guest, who cannot come back on that invitation; only the host may', async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const invite = await invitation(room);
    const v = await socket('visitor');
    const vJoined = await v.ask(joinFrame(room), 'room.joined');
    const h = await socket('exhibitor');
    await h.ask(joinFrame(room), 'room.joined');
    const g = await socket();
    const gJoined = await g.ask(joinFrame(room, { invite, name: 'Ana' }), 'room.joined');
    if (gJoined.type !== 'room.joined' || vJoined.type !== 'room.joined') throw new Error('not joined');

    expect(await v.ask({ type: 'room.kick', room, seat: gJoined.seat }, 'ok')).toMatchObject({
      code: ErrorCode.NotRoomHost,
    });
    expect(await h.ask({ type: 'room.kick', room, seat: gJoined.seat }, 'ok')).toMatchObject({ type: 'ok' });
    expect(await g.next('room.kicked')).toMatchObject({ room, message: 'You have been removed by the host' });
    expect(await v.next('room.peer-left', (f) => f.seat === gJoined.seat)).toMatchObject({
      reason: 'kicked',
    });
    // The removed socket is out of the room: its frames are refused.
    expect(await g.ask({ type: 'room.chat', room, text: 'still here?' }, 'ok')).toMatchObject({
      code: ErrorCode.NotInRoom,
    });
    const back = await (await socket()).ask(joinFrame(room, { invite, name: 'Ana again' }), 'room.joined');
    expect(back).toMatchObject({ type: 'error', code: ErrorCode.RemovedByHost });
    const [seat] = await t.db.select().from(roomSeats).where(eq(roomSeats.id, gJoined.seat));
    expect(seat?.leaveReason).toBe('kicked');
  });

  it('the host closes the room: everyone is told, nobody gets in again', async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const v = await socket('visitor');
    await v.ask(joinFrame(room), 'room.joined');
    const h = await socket('exhibitor');
    await h.ask(joinFrame(room), 'room.joined');
    h.send({ type: 'room.close', room });
    expect(await v.next('room.closed')).toMatchObject({ message: 'The room is closed' });
    await h.next('room.closed');
    const again = await (await socket('visitor')).ask(joinFrame(room), 'room.joined');
    expect(again).toMatchObject({ type: 'error', code: ErrorCode.RoomClosed });
    expect(await liveSeats(room)).toHaveLength(0);
  });

  it('refuses a room outside its window with the reason', async () => {
    const later = await confirmedMeeting(t.db, VISITOR, 60);
    const over = await confirmedMeeting(t.db, VISITOR, -120);
    const v = await socket('visitor');
    expect(await v.ask(joinFrame(later), 'room.joined')).toMatchObject({ code: ErrorCode.RoomNotOpenYet });
    expect(await v.ask(joinFrame(over), 'room.joined')).toMatchObject({ code: ErrorCode.RoomClosed });
  });

  it('a dropped connection keeps its seat: the others see "reconnecting", the seat comes back with its token', async () => {
    const { room, h, v, joined } = await hostAndVisitorIn();
    v.close();
    expect((await h.next('room.peer-state', (f) => f.seat.seat === joined.seat)).seat.reconnecting).toBe(
      true,
    );
    const again = await socket('visitor');
    const resumed = await again.ask(
      joinFrame(room, { resume: { seat: joined.seat, token: joined.seatToken } }),
      'room.joined',
    );
    expect(resumed).toMatchObject({ type: 'room.joined', seat: joined.seat });
    expect((await h.next('room.peer-state', (f) => f.seat.seat === joined.seat)).seat.reconnecting).toBe(
      false,
    );
    expect(await liveSeats(room)).toHaveLength(2);
  });

  it('a seat whose gateway process died (nobody marked it dropped) is ended once nobody vouches for it', async () => {
    const { room, h, v, joined } = await hostAndVisitorIn();
    // The visitor's process went away: its socket is not this process's any more, and the seat was last
    // vouched for longer ago than the grace period (the row as a killed process leaves it).
    v.socket.terminate();
    await t.db
      .update(roomSeats)
      .set({ seenAt: new Date(TEST_NOW - (ROOM_SEAT_GRACE_SECONDS + 1) * 1000), droppedAt: null })
      .where(eq(roomSeats.id, joined.seat));
    const [before] = await t.db.select().from(rooms).where(eq(rooms.roomNumber, room));
    expect(before!.seatsTaken).toBe(2);

    // The next join sweeps it: the newcomer does not see it, the host is told it left, its place is free.
    const g = await socket('purchaser');
    const guest = await g.ask(
      joinFrame(room, { invite: await invitation(room), name: 'Guest' }),
      'room.joined',
    );
    if (guest.type !== 'room.joined') throw new Error('not joined');
    expect(guest.seats.map((s) => s.seat)).not.toContain(joined.seat);
    expect(await h.next('room.peer-left', (f) => f.seat === joined.seat)).toMatchObject({
      reason: 'dropped',
    });
    const [after] = await t.db.select().from(rooms).where(eq(rooms.roomNumber, room));
    expect(after!.seatsTaken).toBe(2);
    const [ghost] = await t.db.select().from(roomSeats).where(eq(roomSeats.id, joined.seat));
    expect(ghost!.leaveReason).toBe('dropped');
  });
});

describe('the post-negotiation survey', () => {
  it('is saved once per participant, guests included; the seat token proves who answers', async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const v = await socket('visitor');
    const joined = await v.ask(joinFrame(room), 'room.joined');
    if (joined.type !== 'room.joined') throw new Error('not joined');
    await v.ask({ type: 'room.leave', room }, 'ok');
    const save = (body: Record<string, unknown>) =>
      t.as(null, {
        method: 'POST',
        url: api('/ExpoAggregator/NoToken/ChatRoomFeedback/Save'),
        payload: body,
      });
    const answer = {
      roomNumber: room,
      seat: joined.seat,
      seatToken: joined.seatToken,
      rating: 4,
      comment: '很好',
    };
    const forged = await save({ ...answer, seatToken: 'x'.repeat(32) });
    expect([forged.status, forged.body.businessCode]).toEqual([404, ErrorCode.RoomNotFound]);
    const badRating = await save({ ...answer, rating: 6 });
    expect([badRating.status, badRating.body.businessMessage]).toEqual([
      400,
      expect.stringContaining('1 to 5'),
    ]);
    const first = await save(answer);
    expect([first.status, first.body.isSuccess]).toEqual([200, true]);
    const again = await save({ ...answer, rating: 1 });
    expect([again.status, again.body.businessCode]).toEqual([409, ErrorCode.FeedbackAlreadySaved]);
    const rows = await t.db.select().from(roomFeedback);
    expect(rows.filter((r) => r.seatId === joined.seat).map((r) => [r.rating, r.comment])).toEqual([
      [4, '很好'],
    ]);
  });
});

describe('the attendance record call', () => {
  it("answers a seat's record, and a closing page's 'leave' ends the seat at once for the others", async () => {
    const { room, h, joined } = await hostAndVisitorIn();
    const record = (action: string, seatToken = joined.seatToken) =>
      t.as<{ seat: string; joinedAt: string; leftAt: string | null }>(null, {
        method: 'POST',
        url: api('/ExpoAggregator/exhibitor/active/liveMeetingRecord/save'),
        payload: { roomNumber: room, seat: joined.seat, seatToken, action },
      });
    const open = await record('join');
    expect(open.body.returnObj).toMatchObject({ seat: joined.seat, leftAt: null });
    const forged = await record('leave', 'y'.repeat(32));
    expect([forged.status, forged.body.businessCode]).toEqual([404, ErrorCode.RoomNotFound]);
    const left = await record('leave');
    expect(left.body.returnObj?.leftAt).not.toBeNull();
    expect(await h.next('room.peer-left', (f) => f.seat === joined.seat)).toMatchObject({ reason: 'left' });
    expect(await liveSeats(room)).toHaveLength(1);
  });
});

describe("the room's QR code", () => {
  it("draws the pre-join page's address for the meeting's members, GET and POST alike", async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const query = `bventId=${DEMO_EVENT_ID}&scene=${room}&width=200`;
    const got = await t.as<string>('visitor', {
      method: 'GET',
      url: api(`/weixin/miniapp/GetRTCQRCode?${query}`),
    });
    expect(got.status).toBe(200);
    const origin = new URL(t.app.sso.issuers[0]!).origin;
    const link = `${origin}/m/zh-CN/exhibitor/${exhibitorId(1)}/meetMiddleware/${room}`;
    // The same library draws the same picture for the same text: the code holds exactly that address.
    expect(got.body.returnObj).toBe(
      await QRCode.toDataURL(link, { width: 200, margin: 1, errorCorrectionLevel: 'M' }),
    );
    const posted = await t.as<string>('exhibitor', {
      method: 'POST',
      url: api('/weixin/miniapp/GetAuthQrCode'),
      payload: { bventId: DEMO_EVENT_ID, scene: room, appCode: 'expo', page: 'pages/joinTrtcRoom/index' },
    });
    expect(posted.body.returnObj).toMatch(/^data:image\/png;base64,/);
    const stranger = await t.as('purchaser', {
      method: 'GET',
      url: api(`/weixin/miniapp/GetRTCQRCode?${query}`),
    });
    expect([stranger.status, stranger.body.businessCode]).toEqual([404, ErrorCode.RoomNotFound]);
    const tooWide = await t.as('visitor', {
      method: 'GET',
      url: api(`/weixin/miniapp/GetRTCQRCode?bventId=${DEMO_EVENT_ID}&scene=${room}&width=5000`),
    });
    expect(tooWide.status).toBe(400);
  });
});

describe('attendance', () => {
  it('the meeting lists say whether the visitor came into the room, and for how long', async () => {
    const [buyer] = await newAttendees(t.app, t.db, 1);
    const room = await confirmedMeeting(t.db, buyer!.id);
    const list = async () =>
      (
        await call<TMeeting[]>(t.app, {
          method: 'POST',
          url: api(mySentMeetings.path),
          headers: { authorization: buyer!.bearer },
          payload: { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 10 },
        })
      ).body.returnObj!.find((m) => m.roomNumber === room)!;
    expect((await list()).attendance).toEqual({ attended: false, minutes: 0 });
    const s = await WsClient.open(origin);
    sockets.push(s);
    await s.ask({ type: 'auth', token: buyer!.bearer.slice('Bearer '.length) }, 'ok');
    const joined = await s.ask(joinFrame(room), 'room.joined');
    if (joined.type !== 'room.joined') throw new Error('not joined');
    await s.ask({ type: 'room.leave', room }, 'ok');
    // The suites' clock stands still: the seat is made to have lasted 12 minutes.
    await t.db
      .update(roomSeats)
      .set({ joinedAt: sql`${roomSeats.leftAt} - interval '12 minutes'` })
      .where(eq(roomSeats.id, joined.seat));
    expect((await list()).attendance).toEqual({ attended: true, minutes: 12 });
  });
});

describe('bad frames', () => {
  it('each is refused with a clear error, and the room is unharmed', async () => {
    const room = await confirmedMeeting(t.db, VISITOR);
    const v = await socket('visitor');
    await v.ask(joinFrame(room), 'room.joined');
    const s = await socket();
    s.sendRaw('{not json');
    expect(await s.next('error')).toMatchObject({ code: ErrorCode.BadRequest });
    expect(await s.ask({ type: 'room.teleport', room }, 'ok')).toMatchObject({ code: ErrorCode.BadRequest });
    expect(await s.ask({ type: 'room.chat', room, text: 'hi' }, 'ok')).toMatchObject({
      code: ErrorCode.NotInRoom,
    });
    expect(await s.ask({ type: 'auth', token: 'forged' }, 'ok')).toMatchObject({
      code: ErrorCode.Unauthorized,
    });
    expect(await s.ask(joinFrame('12345'), 'room.joined')).toMatchObject({ code: ErrorCode.BadRequest });
    expect(await s.ask(joinFrame('999999999'), 'room.joined')).toMatchObject({
      code: ErrorCode.RoomNotFound,
    });

    const big = await socket();
    big.sendRaw(JSON.stringify({ v: 1, type: 'room.chat', room, text: 'x'.repeat(70_000) }));
    expect((await big.whenClosed()).code).toBe(1009);

    // A thousand frames at once: "operation too fast", then the socket is closed; nothing reached the room.
    const flood = await socket('visitor');
    for (let i = 0; i < 1000; i++) flood.send({ type: 'room.chat', room, text: `spam ${i}` });
    expect(await flood.next('error', (f) => f.code === ErrorCode.OperationTooFast)).toMatchObject({
      message: 'Operation too fast, please try later',
    });
    expect((await flood.whenClosed()).code).toBe(1008);
    expect(await t.db.select().from(roomMessages).where(eq(roomMessages.roomNumber, room))).toHaveLength(0);
    expect((await v.ask({ type: 'room.chat', room, text: 'still fine' }, 'ok')).type).toBe('ok');
  });
});

describe('languages', () => {
  it('an error frame is in the socket language', async () => {
    const s = await WsClient.open(origin, 'zh-CN');
    sockets.push(s);
    const answer = await s.ask(joinFrame('999999999'), 'room.joined');
    expect(answer.type).toBe('error');
    expect((answer as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
  });
});

void HEADERS;
