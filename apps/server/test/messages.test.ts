import {
  ErrorCode,
  getConversation,
  IM_SENDS_PER_MINUTE,
  listConversations,
  listMessages,
  readMessages,
  sendMessage,
  sendMessageToExhibitor,
  type TImConversation,
  type TImMessage,
  unreadMessages,
  uploadMessageImage,
} from '@showfloor/contracts';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benefitOverrides,
  businessCards,
  cardExchanges,
  conversations,
  messages,
  orgMembers,
  roleGrants,
} from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_PRODUCT_ID,
} from '../src/db/seed/demo-ids.ts';
import { exhibitors } from '../src/db/schema/exhibitors.ts';
import { api, call } from './helpers.ts';
import type { IdentityTestApp } from './identity-helpers.ts';
import {
  buildInstantApp,
  partyCalls,
  type InstantTestApp,
  newBuyer,
  newMember,
  type Party,
} from './instant-helpers.ts';
import { WsClient } from './ws-client.ts';

/*
 * Instant messages: a buyer leaves a message for an exhibitor, every member of its organization hears it live and
 * answers, both read in order after any gap, read receipts and the badge; images checked by content; and every
 * refusal (forged sender, strangers, bad or oversized input, floods, gates) stores nothing.
 */

let x: InstantTestApp;
let t: IdentityTestApp;
beforeAll(async () => {
  x = await buildInstantApp();
  t = x.t;
});
afterAll(async () => x?.close());

const { get, post } = partyCalls(() => t.app);

let seqClient = 0;
const clientId = () => `client-${++seqClient}-${Date.now()}`;
const leave = (who: Party, text: string, over: Record<string, unknown> = {}) =>
  post<{ conversationId: string; messages: TImMessage[] }>(who, sendMessageToExhibitor.path, {
    senduserid: who.id,
    leavingmessage: text,
    receiveexhibitororgid: DEMO_EXHIBITOR_ORG_ID,
    issendbusinesscard: false,
    bventId: DEMO_EVENT_ID,
    ...over,
  });
const send = (who: Party, conversationId: string, content: object, id = clientId()) =>
  post<TImMessage>(who, sendMessage.path, { bventId: DEMO_EVENT_ID, conversationId, clientId: id, content });
const history = (who: Party, conversationId: string, extra: Record<string, number> = {}) =>
  get<TImMessage[]>(who, listMessages.path, { bventId: DEMO_EVENT_ID, conversationId, ...extra });
const inbox = (who: Party) =>
  get<TImConversation[]>(who, listConversations.path, { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 20 });
const badge = async (who: Party) =>
  (
    await get<{ count: number; exhibitorId: string | null }>(who, unreadMessages.path, {
      bventId: DEMO_EVENT_ID,
    })
  ).body.returnObj!;
const unread = async (who: Party) => (await badge(who)).count;
const stored = async (accountId: string) =>
  (await t.db.select({ n: count() }).from(messages).where(eq(messages.senderAccountId, accountId)))[0]!.n;

async function watching(who: Party): Promise<WsClient> {
  const s = await WsClient.open(x.origin);
  x.sockets.push(s);
  expect((await s.ask({ type: 'auth', token: who.bearer.slice('Bearer '.length) }, 'ok')).type).toBe('ok');
  expect((await s.ask({ type: 'im.watch', bventId: DEMO_EVENT_ID }, 'ok')).type).toBe('ok');
  return s;
}

describe('a conversation between a buyer and an exhibitor', () => {
  it('reaches every member live, is answered, read with receipts and counted in the badge', async () => {
    const buyer = await newBuyer(t);
    const [one, two] = [await newMember(t), await newMember(t)];
    const [buyerSocket, oneSocket, twoSocket] = [
      await watching(buyer),
      await watching(one),
      await watching(two),
    ];

    const left = await leave(buyer, 'Do you ship valves to Macau?');
    expect(left.status).toBe(200);
    const {
      conversationId,
      messages: [first],
    } = left.body.returnObj!;
    expect(first).toMatchObject({
      seq: 1,
      side: 'visitor',
      kind: 'text',
      text: 'Do you ship valves to Macau?',
    });
    for (const s of [oneSocket, twoSocket, buyerSocket])
      expect((await s.next('im.message', (f) => f.message.id === first!.id)).message.text).toBe(
        'Do you ship valves to Macau?',
      );

    const list = (await inbox(one)).body.returnObj!;
    expect(list[0]).toMatchObject({ conversationId, side: 'exhibitor', unread: 1, peerName: 'Buyer 0' });
    expect(await badge(one)).toEqual({ count: 1, exhibitorId: DEMO_EXHIBITOR_ID });
    expect(await unread(two)).toBe(1);
    expect(await badge(await newBuyer(t))).toEqual({ count: 0, exhibitorId: null });

    const answer = await send(two, conversationId, { kind: 'text', text: 'Yes, every Tuesday.' });
    expect(answer.status).toBe(200);
    expect(answer.body.returnObj).toMatchObject({ seq: 2, side: 'exhibitor', senderName: 'Buyer 0' });
    const heard = await buyerSocket.next('im.message', (f) => f.message.seq === 2);
    expect(heard.message.text).toBe('Yes, every Tuesday.');
    expect(await badge(buyer)).toEqual({ count: 1, exhibitorId: DEMO_EXHIBITOR_ID });
    const mine = (
      await get<TImConversation>(buyer, getConversation.path, {
        bventId: DEMO_EVENT_ID,
        exhibitorId: DEMO_EXHIBITOR_ID,
      })
    ).body.returnObj!;
    expect(mine).toMatchObject({ conversationId, side: 'visitor', unread: 1, peerReadSeq: 0, lastSeq: 2 });

    // The organization reads: the buyer's socket hears the receipt; one member reading clears it for all.
    const read = await post<{ unread: number }>(one, readMessages.path, {
      bventId: DEMO_EVENT_ID,
      conversationId,
      seq: 1,
    });
    expect(read.body.returnObj).toEqual({ unread: 0 });
    const receipt = await buyerSocket.next('im.read', (f) => f.side === 'exhibitor');
    expect(receipt).toMatchObject({ conversationId, seq: 1 });
    expect(await unread(two)).toBe(0);
    await post(buyer, readMessages.path, { bventId: DEMO_EVENT_ID, conversationId, seq: 99 });
    expect(await unread(buyer)).toBe(0);
    const after = (
      await get<TImConversation>(one, getConversation.path, { bventId: DEMO_EVENT_ID, conversationId })
    ).body.returnObj!;
    expect(after.peerReadSeq).toBe(2);
  });

  it('numbers concurrent messages without gaps, answers a retry with the first, and reads after a seq in order', async () => {
    const buyer = await newBuyer(t);
    const { conversationId } = (await leave(buyer, 'm0')).body.returnObj!;
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(buyer, conversationId, { kind: 'text', text: `m${i + 1}` })),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(8).fill(200));
    const seqs = sent.map((r) => r.body.returnObj!.seq).sort((a, b) => a - b);
    expect(seqs).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);

    const again = await send(buyer, conversationId, { kind: 'text', text: 'retry' }, 'same-client-id');
    const retry = await send(buyer, conversationId, { kind: 'text', text: 'retry' }, 'same-client-id');
    expect(retry.body.returnObj!.id).toBe(again.body.returnObj!.id);
    expect(await stored(buyer.id)).toBe(10);

    const missed = (await history(buyer, conversationId, { after: 4 })).body.returnObj!;
    expect(missed.map((m) => m.seq)).toEqual([5, 6, 7, 8, 9, 10]);
    const older = (await history(buyer, conversationId, { before: 5, limit: 2 })).body.returnObj!;
    expect(older.map((m) => m.seq)).toEqual([3, 4]);
    const latest = (await history(buyer, conversationId, { limit: 3 })).body.returnObj!;
    expect(latest.map((m) => m.seq)).toEqual([8, 9, 10]);
  });

  it('shares a product, an exhibitor and the card; refuses what is not there', async () => {
    const buyer = await newBuyer(t);
    const { conversationId } = (await leave(buyer, 'hello')).body.returnObj!;
    expect(
      (await send(buyer, conversationId, { kind: 'product', id: DEMO_PRODUCT_ID })).body.returnObj,
    ).toMatchObject({ kind: 'product', itemId: DEMO_PRODUCT_ID });
    expect((await send(buyer, conversationId, { kind: 'exhibitor', id: DEMO_EXHIBITOR_ID })).status).toBe(
      200,
    );
    const card = await send(buyer, conversationId, { kind: 'card' });
    expect(card.body.returnObj).toMatchObject({
      kind: 'card',
      card: { fullName: 'Buyer 0', company: 'Buyers Ltd' },
    });
    const exchange = await t.db
      .select()
      .from(cardExchanges)
      .where(
        and(
          eq(cardExchanges.senderAccountId, buyer.id),
          eq(cardExchanges.receiverOrgId, DEMO_EXHIBITOR_ORG_ID),
        ),
      );
    expect(exchange).toHaveLength(1);

    const before = await stored(buyer.id);
    const missingProduct = await send(buyer, conversationId, { kind: 'product', id: crypto.randomUUID() });
    expect([missingProduct.status, missingProduct.body.businessCode]).toEqual([
      404,
      ErrorCode.ExhibitNotFound,
    ]);
    const banned = await send(buyer, conversationId, { kind: 'exhibitor', id: DEMO_BANNED_EXHIBITOR_ID });
    expect(banned.status).toBe(404);
    expect(await stored(buyer.id)).toBe(before);

    // A member sends theirs back from the conversation: it answers the card the buyer sent.
    const member = await newMember(t);
    const back = await send(member, conversationId, { kind: 'card' });
    expect(back.body.returnObj).toMatchObject({ side: 'exhibitor', kind: 'card' });
    const [answer] = await t.db
      .select()
      .from(cardExchanges)
      .where(eq(cardExchanges.senderAccountId, member.id));
    expect(answer).toMatchObject({ receiverAccountId: buyer.id, replyTo: exchange[0]!.id });
  });

  it('leaves the card with the message when asked, and nothing while the card is incomplete', async () => {
    const buyer = await newBuyer(t);
    const both = await leave(buyer, 'with my card', { issendbusinesscard: 1 });
    expect(both.body.returnObj!.messages.map((m) => m.kind)).toEqual(['text', 'card']);

    const bare = await newBuyer(t);
    await t.db.insert(businessCards).values({ id: crypto.randomUUID(), accountId: bare.id, fullName: 'Bo' });
    const refused = await leave(bare, 'with my card', { issendbusinesscard: true });
    expect([refused.status, refused.body.businessCode]).toEqual([409, ErrorCode.CardIncomplete]);
    expect(await stored(bare.id)).toBe(0);
  });
});

describe('refused, and nothing stored', () => {
  it('a forged sender, an empty or oversized text, an unknown organization, one’s own organization', async () => {
    const buyer = await newBuyer(t);
    const other = await newBuyer(t);
    const forged = await leave(buyer, 'as someone else', { senduserid: other.id });
    expect(forged.status).toBe(403);
    const empty = await leave(buyer, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.businessMessage).toContain('Please enter a message');
    const long = await leave(buyer, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    const nobody = await leave(buyer, 'hello', { receiveexhibitororgid: crypto.randomUUID() });
    expect([nobody.status, nobody.body.businessCode]).toEqual([404, ErrorCode.ExhibitorNotFound]);
    expect(await stored(buyer.id)).toBe(0);
    expect(await stored(other.id)).toBe(0);

    const member = await newMember(t);
    const own = await leave(member, 'to myself');
    expect([own.status, own.body.businessCode]).toEqual([400, ErrorCode.MessageOwnOrganization]);
    expect(await stored(member.id)).toBe(0);
  });

  it('a stranger neither reads nor writes a conversation, nor learns it exists', async () => {
    const buyer = await newBuyer(t);
    const stranger = await newBuyer(t);
    const { conversationId } = (await leave(buyer, 'private')).body.returnObj!;
    for (const res of [
      await history(stranger, conversationId),
      await send(stranger, conversationId, { kind: 'text', text: 'hi' }),
      await post(stranger, readMessages.path, { bventId: DEMO_EVENT_ID, conversationId, seq: 1 }),
      await get(stranger, getConversation.path, { bventId: DEMO_EVENT_ID, conversationId }),
    ])
      expect([res.status, res.body.businessCode]).toEqual([404, ErrorCode.ConversationNotFound]);
    expect(await stored(stranger.id)).toBe(0);
    expect((await inbox(stranger)).body.returnObj).toEqual([]);
    // A member of another exhibitor's organization is a stranger too.
    const [otherOrg] = await t.db
      .select({ orgId: exhibitors.orgId })
      .from(exhibitors)
      .where(eq(exhibitors.id, DEMO_EXHIBITOR_2_ID));
    expect(otherOrg!.orgId).not.toBe(DEMO_EXHIBITOR_ORG_ID);
    const elsewhere = await newBuyer(t);
    await t.db.insert(orgMembers).values({ orgId: otherOrg!.orgId, accountId: elsewhere.id });
    await t.db.insert(roleGrants).values({
      accountId: elsewhere.id,
      bventId: DEMO_EVENT_ID,
      orgId: otherOrg!.orgId,
      registerType: 'Exhibition',
    });
    const theirs = await history(elsewhere, conversationId);
    expect([theirs.status, theirs.body.businessCode]).toEqual([404, ErrorCode.ConversationNotFound]);
    const anonymous = await call(t.app, {
      method: 'GET',
      url: `${api(listMessages.path)}?bventId=${DEMO_EVENT_ID}&conversationId=${conversationId}`,
    });
    expect(anonymous.status).toBe(401);
  });

  it('"operation too fast" when a person floods', async () => {
    const buyer = await newBuyer(t);
    const { conversationId } = (await leave(buyer, 'first')).body.returnObj!;
    const answers = [];
    for (let i = 1; i < IM_SENDS_PER_MINUTE; i++)
      answers.push((await send(buyer, conversationId, { kind: 'text', text: `${i}` })).status);
    expect(answers.every((s) => s === 200)).toBe(true);
    const flood = await send(buyer, conversationId, { kind: 'text', text: 'one too many' });
    expect([flood.status, flood.body.businessCode]).toEqual([429, ErrorCode.OperationTooFast]);
    expect(flood.body.businessMessage).toBe('Operation too fast, please try later');
    expect(await stored(buyer.id)).toBe(IM_SENDS_PER_MINUTE);
  });

  it('the gates: MessageCenter off, no token', async () => {
    const buyer = await newBuyer(t);
    const { conversationId } = (await leave(buyer, 'before the key was off')).body.returnObj!;
    await t.db
      .insert(benefitOverrides)
      .values({ bventId: DEMO_EVENT_ID, accountId: buyer.id, functionKey: 'MessageCenter', enable: false });
    expect((await leave(buyer, 'after')).status).toBe(403);
    expect((await send(buyer, conversationId, { kind: 'text', text: 'after' })).status).toBe(403);
    expect(await stored(buyer.id)).toBe(1);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: api(sendMessageToExhibitor.path),
      payload: {
        senduserid: buyer.id,
        leavingmessage: 'x',
        receiveexhibitororgid: DEMO_EXHIBITOR_ORG_ID,
        issendbusinesscard: false,
        bventId: DEMO_EVENT_ID,
      },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('images', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();

  it('a png is kept (by its content), served as one, and sent', async () => {
    const buyer = await newBuyer(t);
    const { conversationId } = (await leave(buyer, 'a picture follows')).body.returnObj!;
    const up = await post<{ image: string; url: string; width: number; height: number }>(
      buyer,
      uploadMessageImage.path,
      {
        bventId: DEMO_EVENT_ID,
        data: (await png()).toString('base64'),
      },
    );
    expect(up.status).toBe(200);
    expect(up.body.returnObj).toMatchObject({ width: 40, height: 30 });
    expect(up.body.returnObj!.image).toMatch(/^[a-f0-9]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: up.body.returnObj!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const msg = await send(buyer, conversationId, { kind: 'image', image: up.body.returnObj!.image });
    expect(msg.body.returnObj).toMatchObject({
      kind: 'image',
      image: { url: up.body.returnObj!.url, width: 40, height: 30 },
    });
  });

  it('a photo loses its metadata (location, camera) before it is kept', async () => {
    const buyer = await newBuyer(t);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const up = await post<{ url: string }>(buyer, uploadMessageImage.path, {
      bventId: DEMO_EVENT_ID,
      data: photo.toString('base64'),
    });
    expect(up.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: up.body.returnObj!.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('refuses a text renamed .png, a gif, a truncated png and more than 1 MB; sends no image it did not keep', async () => {
    const buyer = await newBuyer(t);
    const { conversationId } = (await leave(buyer, 'pictures')).body.returnObj!;
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const truncated = (await png()).subarray(0, 40);
    const big = Buffer.alloc(1024 * 1024 + 1, 0xff);
    for (const bytes of [Buffer.from('<svg onload="alert(1)">not a png</svg>'), gif, truncated]) {
      const res = await post(buyer, uploadMessageImage.path, {
        bventId: DEMO_EVENT_ID,
        data: bytes.toString('base64'),
      });
      expect([res.status, res.body.businessCode]).toEqual([400, ErrorCode.ImageNotAccepted]);
    }
    const tooBig = await post(buyer, uploadMessageImage.path, {
      bventId: DEMO_EVENT_ID,
      data: big.toString('base64'),
    });
    expect([tooBig.status, tooBig.body.businessCode]).toEqual([400, ErrorCode.ImageNotAccepted]);
    const tooLong = await post(buyer, uploadMessageImage.path, {
      bventId: DEMO_EVENT_ID,
      data: Buffer.alloc(1024 * 1024 + 16, 1).toString('base64'),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.businessMessage).toContain('image jpg/png only and max 1M');
    const never = await send(buyer, conversationId, { kind: 'image', image: `${'a'.repeat(64)}.png` });
    expect([never.status, never.body.businessCode]).toEqual([400, ErrorCode.ImageNotAccepted]);
    expect(await stored(buyer.id)).toBe(1);
    const rows = await t.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.visitorAccountId, buyer.id));
    expect(rows[0]!.n).toBe(1);
  });
});
