import {
  ErrorCode,
  HEADERS,
  LIVE_CHAT_SENDS,
  liveChatEnter,
  liveChatMute,
  liveChatOpenList,
  liveChatRemove,
  liveChatSend,
  type TLiveChatEnter,
  type TLiveChatMessage,
  type TLiveChatRoom,
} from '@showfloor/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChatMessages } from '../src/db/schema/index.ts';
import { DEMO_BANNED_EXHIBITOR_ID, DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import type { IdentityTestApp } from './identity-helpers.ts';
import { buildInstantApp, type InstantTestApp, newBuyer, newMember, type Party } from './instant-helpers.ts';
import { WsClient } from './ws-client.ts';

/*
 * Live chat rooms: an exhibitor's public room made once, read by anyone (live over /ws, signed in or not), written
 * by signed-in users with a flood limit, moderated by the exhibitor's team (remove, mute); every refusal stores
 * nothing.
 */

let x: InstantTestApp;
let t: IdentityTestApp;
let roomId: string;
beforeAll(async () => {
  x = await buildInstantApp();
  t = x.t;
});
afterAll(async () => x?.close());

const headers = (who: Party | null) => ({
  [HEADERS.language]: 'en-US',
  ...(who ? { [HEADERS.authorization]: who.bearer } : {}),
});
const post = <T>(who: Party | null, path: string, payload: object) =>
  call<T>(t.app, { method: 'POST', url: api(path), payload, headers: headers(who) });
const enter = (who: Party | null, extra = '') =>
  call<TLiveChatEnter>(t.app, {
    method: 'GET',
    url: `${api(liveChatEnter.path)}?roomId=${roomId}${extra}`,
    headers: headers(who),
  });
let n = 0;
const say = (who: Party, text: string, clientId = `live-client-${++n}`) =>
  post<TLiveChatMessage>(who, liveChatSend.path, { bventId: DEMO_EVENT_ID, roomId, clientId, text });
const storedBy = async (accountId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(liveChatMessages)
      .where(eq(liveChatMessages.senderAccountId, accountId))
  )[0]!.n;

describe("an exhibitor's chat room", () => {
  it('is made once, whoever asks first', async () => {
    const [a, b] = await Promise.all([
      post<TLiveChatRoom[]>(null, liveChatOpenList.path, {
        bventId: DEMO_EVENT_ID,
        exhibitorId: DEMO_EXHIBITOR_ID,
      }),
      post<TLiveChatRoom[]>(null, liveChatOpenList.path, {
        bventId: DEMO_EVENT_ID,
        exhibitorId: DEMO_EXHIBITOR_ID,
      }),
    ]);
    expect(a.status).toBe(200);
    expect(a.body.returnObj![0]!.roomId).toBe(b.body.returnObj![0]!.roomId);
    expect(a.body.returnObj![0]).toMatchObject({ exhibitorId: DEMO_EXHIBITOR_ID, messageCount: 0 });
    roomId = a.body.returnObj![0]!.roomId;
    const banned = await post(null, liveChatOpenList.path, {
      bventId: DEMO_EVENT_ID,
      exhibitorId: DEMO_BANNED_EXHIBITOR_ID,
    });
    expect([banned.status, banned.body.businessCode]).toEqual([404, ErrorCode.ExhibitorBanned]);
  });

  it('is read by anyone live, written by the signed-in, and a retry is stored once', async () => {
    const reader = await WsClient.open(x.origin);
    x.sockets.push(reader);
    expect((await reader.ask({ type: 'live.watch', roomId }, 'ok')).type).toBe('ok');
    const anonymous = await enter(null);
    expect(anonymous.body.returnObj).toMatchObject({ canWrite: false, moderator: false, messages: [] });

    const buyer = await newBuyer(t);
    const said = await say(buyer, 'Is the booth open at noon?', 'same-live-client');
    expect(said.body.returnObj).toMatchObject({ id: 1, host: false, senderName: 'Buyer 0' });
    expect((await reader.next('live.message')).message.text).toBe('Is the booth open at noon?');
    const again = await say(buyer, 'Is the booth open at noon?', 'same-live-client');
    expect(again.body.returnObj!.id).toBe(1);
    expect(await storedBy(buyer.id)).toBe(1);

    const member = await newMember(t);
    const answer = await say(member, 'Yes, all day.');
    expect(answer.body.returnObj).toMatchObject({ id: 2, host: true });
    const seen = await enter(member);
    expect(seen.body.returnObj).toMatchObject({ canWrite: true, moderator: true, mutedUntil: null });
    expect(seen.body.returnObj!.messages.map((m) => m.id)).toEqual([1, 2]);
    expect((await enter(null, '&after=1')).body.returnObj!.messages.map((m) => m.id)).toEqual([2]);
  });

  it('says "operation too fast" to a flood, and refuses bad input', async () => {
    const buyer = await newBuyer(t);
    for (let i = 0; i < LIVE_CHAT_SENDS; i++) expect((await say(buyer, `quick ${i}`)).status).toBe(200);
    const flood = await say(buyer, 'one too many');
    expect([flood.status, flood.body.businessCode]).toEqual([429, ErrorCode.OperationTooFast]);
    expect(await storedBy(buyer.id)).toBe(LIVE_CHAT_SENDS);

    const other = await newBuyer(t);
    expect((await say(other, '   ')).status).toBe(400);
    expect((await say(other, 'x'.repeat(201))).status).toBe(400);
    const nowhere = await post(other, liveChatSend.path, {
      bventId: DEMO_EVENT_ID,
      roomId: crypto.randomUUID(),
      clientId: 'nowhere-client',
      text: 'hello',
    });
    expect([nowhere.status, nowhere.body.businessCode]).toEqual([404, ErrorCode.LiveChatRoomNotFound]);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: api(liveChatSend.path),
      payload: { bventId: DEMO_EVENT_ID, roomId, clientId: 'anonymous-client', text: 'hi' },
    });
    expect(anonymous.status).toBe(401);
    expect(await storedBy(other.id)).toBe(0);
  });

  it('the team removes a message and mutes its writer; nobody else may; the muted write nothing', async () => {
    const reader = await WsClient.open(x.origin);
    x.sockets.push(reader);
    await reader.ask({ type: 'live.watch', roomId }, 'ok');
    const troll = await newBuyer(t);
    const bad = (await say(troll, 'Buy cheap valves at my site')).body.returnObj!;
    const member = await newMember(t);

    const stranger = await newBuyer(t);
    const refused = await post(stranger, liveChatRemove.path, { bventId: DEMO_EVENT_ID, roomId, id: bad.id });
    expect([refused.status, refused.body.businessCode]).toEqual([403, ErrorCode.LiveChatHostOnly]);
    const refusedMute = await post(stranger, liveChatMute.path, {
      bventId: DEMO_EVENT_ID,
      roomId,
      accountId: troll.id,
      minutes: 10,
    });
    expect(refusedMute.status).toBe(403);

    const removed = await post(member, liveChatRemove.path, { bventId: DEMO_EVENT_ID, roomId, id: bad.id });
    expect(removed.body.returnObj).toEqual({ removed: true });
    expect((await reader.next('live.removed')).id).toBe(bad.id);
    expect((await enter(null)).body.returnObj!.messages.some((m) => m.id === bad.id)).toBe(false);
    const twice = await post(member, liveChatRemove.path, { bventId: DEMO_EVENT_ID, roomId, id: bad.id });
    expect([twice.status, twice.body.businessCode]).toEqual([404, ErrorCode.LiveChatMessageNotFound]);

    const muted = await post<{ mutedUntil: string }>(member, liveChatMute.path, {
      bventId: DEMO_EVENT_ID,
      roomId,
      accountId: troll.id,
      minutes: 10,
    });
    expect(Date.parse(muted.body.returnObj!.mutedUntil) - x.clock.now()).toBe(10 * 60_000);
    const silenced = await say(troll, 'still here');
    expect([silenced.status, silenced.body.businessCode]).toEqual([403, ErrorCode.LiveChatMuted]);
    expect(silenced.body.businessMessage).toBe('You have been muted in this chat room');
    expect((await enter(troll)).body.returnObj!.mutedUntil).toBe(muted.body.returnObj!.mutedUntil);
    expect(await storedBy(troll.id)).toBe(1);
    // Ten minutes later the mute is over.
    x.clock.advance(10 * 60_000 + 1);
    expect((await say(troll, 'sorry')).status).toBe(200);

    const never = await newBuyer(t);
    const notWriter = await post(member, liveChatMute.path, {
      bventId: DEMO_EVENT_ID,
      roomId,
      accountId: never.id,
      minutes: 10,
    });
    expect(notWriter.status).toBe(404);
  });
});
