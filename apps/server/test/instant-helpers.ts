import {
  answerInstantMeeting,
  askInstantMeeting,
  cancelInstantMeeting,
  getInstantMeeting,
  getMeetingRoom,
  HEADERS,
  mySentMeetings,
  pendingInstantMeetings,
  type TInstantRequest,
  type TInstantStatus,
  type TMeeting,
  type TRoomInfo,
} from '@showfloor/contracts';
import { ManualClock } from '@showfloor/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { exhibitors, instantRequests, meetings, orgMembers, roleGrants } from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
  type DemoAccountKey,
  demoAccountId,
} from '../src/db/seed/demo-ids.ts';
import { pickText } from '../src/domains/shared/localize.ts';
import { api, call } from './helpers.ts';
import { buildIdentityApp, type IdentityTestApp } from './identity-helpers.ts';
import { newAttendees } from './meeting-helpers.ts';
import { listening } from './room-helpers.ts';
import { TEST_NOW } from './test-clock.ts';
import { WsClient } from './ws-client.ts';

/*
 * The instant negotiation suite's helpers: an app on a fresh template whose clock the test moves (ManualClock),
 * listening for /ws; the parties (buyers, members of the demo exhibitor's organization) with their tokens; the
 * five calls; and watching sockets.
 */

/** Someone who calls: their account id and the Authorization header value. */
export interface Party {
  id: string;
  bearer: string;
}

export interface InstantTestApp {
  t: IdentityTestApp;
  clock: ManualClock;
  origin: string;
  /** Every socket opened, closed at the end. */
  sockets: WsClient[];
  close(): Promise<void>;
}

export async function buildInstantApp(): Promise<InstantTestApp> {
  const clock = new ManualClock(TEST_NOW);
  const t = await buildIdentityApp({ clock });
  const origin = await listening(t.app);
  const sockets: WsClient[] = [];
  return {
    t,
    clock,
    origin,
    sockets,
    close: async () => {
      for (const s of sockets) s.close();
      await t.close();
    },
  };
}

export async function demoParty(t: IdentityTestApp, key: DemoAccountKey): Promise<Party> {
  return { id: demoAccountId(key), bearer: `Bearer ${await t.token(key)}` };
}

/** A new registered attendee of the demo event: a buyer who passes the chat gate ('Buyer 0' by name). */
export async function newBuyer(t: IdentityTestApp): Promise<Party> {
  const [buyer] = await newAttendees(t.app, t.db, 1);
  return buyer!;
}

/** A new account that answers for the demo exhibitor: a member of its organization with its Exhibition role. */
export async function newMember(t: IdentityTestApp): Promise<Party> {
  const member = await newBuyer(t);
  await t.db.insert(orgMembers).values({ orgId: DEMO_EXHIBITOR_ORG_ID, accountId: member.id });
  await t.db.insert(roleGrants).values({
    accountId: member.id,
    bventId: DEMO_EVENT_ID,
    orgId: DEMO_EXHIBITOR_ORG_ID,
    registerType: 'Exhibition',
  });
  return member;
}

type Headers = Record<string, string>;
const headersOf = (who: Party | null, extra: Headers = {}): Headers => ({
  [HEADERS.language]: 'en-US',
  ...(who ? { [HEADERS.authorization]: who.bearer } : {}),
  ...extra,
});

/** GET (query from a record) and POST as a party (null: no token), in English; extra headers for one call. */
export function partyCalls(app: () => FastifyInstance) {
  const get = <T>(who: Party | null, path: string, query: Record<string, string | number>) =>
    call<T>(app(), {
      method: 'GET',
      url: `${api(path)}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: headersOf(who),
    });
  const post = <T>(who: Party | null, path: string, payload: object, extra?: Headers) =>
    call<T>(app(), { method: 'POST', url: api(path), payload, headers: headersOf(who, extra) });
  return { get, post };
}

/** The five calls, each as `who` (null: no token). */
export function instantCalls(t: IdentityTestApp) {
  const post = <T>(who: Party | null, path: string, payload: object, extra?: Headers) =>
    call<T>(t.app, { method: 'POST', url: api(path), payload, headers: headersOf(who, extra) });
  const get = <T>(who: Party | null, path: string, query: Record<string, string>) =>
    call<T>(t.app, {
      method: 'GET',
      url: `${api(path)}?${new URLSearchParams(query).toString()}`,
      headers: headersOf(who),
    });
  return {
    ask: (
      who: Party | null,
      over: { exhibitorId?: string; topic?: string; bventId?: string } = {},
      extra?: Headers,
    ) =>
      post<TInstantRequest>(
        who,
        askInstantMeeting.path,
        { bventId: DEMO_EVENT_ID, exhibitorId: DEMO_EXHIBITOR_ID, topic: 'Valves, today', ...over },
        extra,
      ),
    cancel: (who: Party | null, id: string) =>
      post<TInstantRequest>(who, cancelInstantMeeting.path, { bventId: DEMO_EVENT_ID, id }),
    answer: (who: Party | null, id: string, accept: boolean) =>
      post<TInstantRequest>(who, answerInstantMeeting.path, { bventId: DEMO_EVENT_ID, id, accept }),
    info: (who: Party | null, id: string, bventId = DEMO_EVENT_ID) =>
      get<TInstantRequest>(who, getInstantMeeting.path, { bventId, id }),
    pending: (who: Party | null) =>
      get<TInstantRequest[]>(who, pendingInstantMeetings.path, { bventId: DEMO_EVENT_ID }),
  };
}

/** A socket signed in as `who` (null: not signed in) that has sent `instant.watch` for the demo event. */
export async function watching(x: InstantTestApp, who: Party | null): Promise<WsClient> {
  const s = await WsClient.open(x.origin);
  x.sockets.push(s);
  if (who) {
    expect(await s.ask({ type: 'auth', token: who.bearer.slice('Bearer '.length) }, 'ok')).toMatchObject({
      type: 'ok',
    });
    expect(await s.ask({ type: 'instant.watch', bventId: DEMO_EVENT_ID }, 'ok')).toMatchObject({
      type: 'ok',
    });
  }
  return s;
}

/** Waits for the socket's `instant.update` of request `id` in `status`; answers the request it carries. */
export async function heard(s: WsClient, id: string, status: TInstantStatus): Promise<TInstantRequest> {
  const f = await s.next('instant.update', (u) => u.request.id === id && u.request.status === status);
  return f.request;
}

/**
 * The statuses of every `instant.update` of request `id` the socket has received, once a ping has made the round
 * trip (the bus delivers a change on the next tick, long before an answer to a frame sent after it).
 */
export async function updatesOf(s: WsClient, id: string): Promise<TInstantStatus[]> {
  expect((await s.ask({ type: 'ping' }, 'pong')).type).toBe('pong');
  return s.frames.flatMap((f) =>
    f.type === 'instant.update' && f.request.id === id ? [f.request.status] : [],
  );
}

export async function requestRow(t: IdentityTestApp, id: string) {
  const [row] = await t.db.select().from(instantRequests).where(eq(instantRequests.id, id));
  return row;
}

export const requestsOf = (t: IdentityTestApp, buyerId: string) =>
  t.db.select().from(instantRequests).where(eq(instantRequests.sendAccountId, buyerId));

export const meetingsOf = (t: IdentityTestApp, buyerId: string) =>
  t.db.select().from(meetings).where(eq(meetings.sendAccountId, buyerId));

/** A request of `buyer` to the demo exhibitor, asked while buyer and member watch: its id and the two sockets. */
export async function ringing(x: InstantTestApp, buyer: Party, member: Party, topic = 'Valves, today') {
  const b = await watching(x, buyer);
  const m = await watching(x, member);
  const asked = await instantCalls(x.t).ask(buyer, { topic });
  expect([asked.status, asked.body.returnObj?.status]).toEqual([200, 'pending']);
  const id = asked.body.returnObj!.id;
  await heard(m, id, 'pending');
  await heard(b, id, 'pending');
  return { id, b, m };
}

/** The demo exhibitor's name as an en-US reader is shown it. */
export async function exhibitorNameOf(t: IdentityTestApp): Promise<string> {
  const [row] = await t.db
    .select({ name: exhibitors.name })
    .from(exhibitors)
    .where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
  return pickText(row!.name, 'en-US');
}

/** The buyer's "my meetings" list (MySent), first page. */
export const mySent = (t: IdentityTestApp, buyer: Party) =>
  call<TMeeting[]>(t.app, {
    method: 'POST',
    url: api(mySentMeetings.path),
    headers: headersOf(buyer),
    payload: { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 10 },
  });

/** The room's pre-join call (MeetingRoom/Info) as `who`. */
export const roomInfo = (t: IdentityTestApp, who: Party, roomNumber: string) =>
  call<TRoomInfo>(t.app, {
    method: 'GET',
    url: api(`${getMeetingRoom.path}?roomNumber=${roomNumber}`),
    headers: headersOf(who),
  });
