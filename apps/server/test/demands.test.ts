import {
  closeDemand,
  demandDetail,
  demandHall,
  demandReviewQueue,
  ErrorCode,
  IDEMPOTENCY_HEADER,
  myDemands,
  publishDemand,
  replyDemand,
  reviewDemand,
  type TDemand,
  type TDemandHall,
  type TDemandPicture,
  uploadDemandPicture,
} from '@showfloor/contracts';
import { addDays, epochToBeijing } from '@showfloor/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, demands, exhibitors, orgMembers, roleGrants } from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_PRODUCT_ID,
} from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import type { IdentityTestApp } from './identity-helpers.ts';
import {
  buildInstantApp,
  demoParty,
  type InstantTestApp,
  newBuyer,
  newMember,
  partyCalls,
  type Party,
} from './instant-helpers.ts';
import { WsClient } from './ws-client.ts';
import { hugeDeclaredPng, noiseJpg, paddedJpg, photoWithLocation, smallPng } from './demand-fixtures.ts';

/*
 * The supply-and-demand hall: a buyer publishes (once per idempotency key, the dictionary's rules refusing bad
 * input with nothing stored), the organizer approves or rejects, the hall lists and searches what is published,
 * exhibitors answer, and who reads which reply is tested from every side. Pictures are refused by their content.
 */

let x: InstantTestApp;
let t: IdentityTestApp;
let categoryId: string;
let planner: Party;
beforeAll(async () => {
  x = await buildInstantApp();
  t = x.t;
  planner = await demoParty(t, 'planner');
  const [c] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.bventId, DEMO_EVENT_ID))
    .limit(1);
  categoryId = c!.id;
});
afterAll(async () => x?.close());

const { get, post } = partyCalls(() => t.app);
const today = () => epochToBeijing(x.clock.now()).slice(0, 10);

const form = () => ({
  bventId: DEMO_EVENT_ID,
  title: '采购316L不锈钢无缝管 Stainless tubes',
  description: 'Outer diameter 25 mm, wall 2 mm; delivery to Ningbo.',
  categoryId,
  quantity: 500,
  unit: '吨',
  validUntil: addDays(today(), 30),
  pictures: [] as string[],
  tags: ['不锈钢', 'ASTM A312'],
  agreed: true,
});
const publish = (who: Party, over: Record<string, unknown> = {}, key?: string) =>
  post<TDemand>(
    who,
    publishDemand.path,
    { ...form(), ...over },
    key ? { [IDEMPOTENCY_HEADER]: key } : undefined,
  );
const storedBy = async (accountId: string) =>
  (await t.db.select({ n: count() }).from(demands).where(eq(demands.buyerAccountId, accountId)))[0]!.n;
const detail = (who: Party | null, id: string) =>
  get<TDemand>(who, demandDetail.path, { bventId: DEMO_EVENT_ID, id });
const hall = (q: Record<string, string | number> = {}) =>
  get<TDemandHall>(null, demandHall.path, { bventId: DEMO_EVENT_ID, ...q });
const approve = (id: string) =>
  post<TDemand>(planner, reviewDemand.path, { bventId: DEMO_EVENT_ID, id, decision: 'approve' });
const upload = (who: Party, bytes: Buffer) =>
  post<TDemandPicture>(who, uploadDemandPicture.path, {
    bventId: DEMO_EVENT_ID,
    data: bytes.toString('base64'),
  });

/** A member of the demo's second exhibitor (another company). */
async function otherMember(): Promise<Party> {
  const [other] = await t.db
    .select({ orgId: exhibitors.orgId })
    .from(exhibitors)
    .where(eq(exhibitors.id, DEMO_EXHIBITOR_2_ID));
  const who = await newBuyer(t);
  await t.db.insert(orgMembers).values({ orgId: other!.orgId, accountId: who.id });
  await t.db.insert(roleGrants).values({
    accountId: who.id,
    bventId: DEMO_EVENT_ID,
    orgId: other!.orgId,
    registerType: 'Exhibition',
  });
  return who;
}

async function published(buyer: Party, over: Record<string, unknown> = {}): Promise<TDemand> {
  const sent = (await publish(buyer, over)).body.returnObj!;
  expect((await approve(sent.id)).body.returnObj!.state).toBe('published');
  return sent;
}

describe('a buyer publishes a demand', () => {
  it('once per idempotency key; pending until the organizer approves it, then in the hall', async () => {
    const buyer = await newBuyer(t);
    const [a, b] = await Promise.all([
      publish(buyer, {}, 'demand-key-1'),
      publish(buyer, {}, 'demand-key-1'),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.returnObj!.id).toBe(a.body.returnObj!.id);
    expect(a.body.returnObj).toMatchObject({
      state: 'pending',
      mine: true,
      quantity: 500,
      unit: '吨',
      tags: ['不锈钢', 'ASTM A312'],
      category: { id: categoryId },
      buyer: { name: 'Buyer 0', company: 'Buyers Ltd' },
      replyCount: 0,
    });
    expect(await storedBy(buyer.id)).toBe(1);
    const id = a.body.returnObj!.id;
    expect((await hall()).body.returnObj!.items.some((d) => d.id === id)).toBe(false);
    const stranger = await newBuyer(t);
    for (const who of [stranger, null]) {
      const res = await detail(who, id);
      expect([res.status, res.body.businessCode]).toEqual([404, ErrorCode.DemandNotFound]);
    }
    expect((await detail(buyer, id)).body.returnObj!.state).toBe('pending');
    expect((await detail(planner, id)).status).toBe(200);
    await approve(id);
    expect((await hall()).body.returnObj!.items[0]).toMatchObject({ id, state: 'published' });
    expect((await detail(null, id)).body.returnObj).toMatchObject({ state: 'published', mine: false });
  });

  it.each([
    [{ title: '' }, 'Please enter the title'],
    [{ title: '需'.repeat(101) }, 'The title has at most 100 characters'],
    [{ description: 'x'.repeat(1001) }, 'Enter up to 1000 characters'],
    [{ quantity: 0 }, 'The quantity cannot be 0'],
    [{ quantity: 100_000 }, 'The quantity is at most 99999'],
    [{ unit: '平方米每吨位' }, 'A unit has at most 5 characters'],
    [{ tags: ['钢管', '无缝管', '钢管'] }, 'Tag already exists'],
    [{ tags: ['Steel', 'steel'] }, 'Tag already exists'],
    [{ tags: ['12345678901'] }, 'A tag has at most 10 characters'],
    [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'Up to 5 tags'],
    [{ validUntil: '2020-01-01' }, 'Please choose a valid-until date from today to a year ahead'],
    [{ validUntil: 'next week' }, 'Please choose the date the demand is valid until'],
    [{ pictures: [`${'a'.repeat(64)}.png`] }, 'Only jpg or png images of at most 1 MB'],
    [{ pictures: Array.from({ length: 6 }, (_, i) => `${String(i).repeat(64)}.jpg`) }, 'Up to 5 pictures'],
    [{ agreed: false }, 'Please read and agree to the user agreement'],
  ])('refuses %j with the dictionary’s words, nothing stored', async (over, words) => {
    const buyer = await newBuyer(t);
    const res = await publish(buyer, over);
    expect(res.status).toBe(400);
    expect(res.body.businessMessage).toContain(words);
    expect(await storedBy(buyer.id)).toBe(0);
  });

  it('takes the limits themselves: 100 characters, 99999, a unit of 5 emoji, 5 tags, a year ahead', async () => {
    const buyer = await newBuyer(t);
    const res = await publish(buyer, {
      title: '👍'.repeat(100),
      quantity: 99_999,
      unit: '👍👍👍👍👍',
      tags: ['a', 'b', 'c', 'd', '1234567890'],
      validUntil: addDays(today(), 365),
    });
    expect(res.status).toBe(200);
  });

  it('only as a buyer: an exhibitor hears the dictionary’s words, anonymous is 401', async () => {
    const exhibitor = await demoParty(t, 'exhibitor');
    const refused = await publish(exhibitor);
    expect(refused.status).toBe(403);
    expect(refused.body.businessMessage).toContain('Only buyers may publish demand');
    expect(await storedBy(exhibitor.id)).toBe(0);
    const picture = await upload(exhibitor, await smallPng());
    expect(picture.status).toBe(403);
    const anonymous = await call(t.app, { method: 'POST', url: api(publishDemand.path), payload: form() });
    expect(anonymous.status).toBe(401);
  });
});

describe('pictures', () => {
  it('are kept by their content without their metadata, and shown with the demand', async () => {
    const buyer = await newBuyer(t);
    const png = (await upload(buyer, await smallPng())).body.returnObj!;
    const photo = await upload(buyer, await photoWithLocation());
    expect(photo.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: photo.body.returnObj!.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
    const sent = (await publish(buyer, { pictures: [photo.body.returnObj!.image, png.image] })).body
      .returnObj!;
    expect(sent.pictures).toEqual([
      { image: photo.body.returnObj!.image, url: photo.body.returnObj!.url, width: 64, height: 48 },
      { image: png.image, url: png.url, width: 40, height: 30 },
    ]);
    expect(sent.cover).toBe(photo.body.returnObj!.url);
  });

  it('refuses a text file named .png, a 1.1 MB jpg, a jpg over 1 MB and a PNG declaring 60,000² pixels', async () => {
    const buyer = await newBuyer(t);
    const bigJpg = await noiseJpg(620);
    expect(bigJpg.length).toBeGreaterThan(1.05 * 1024 * 1024);
    expect(bigJpg.length).toBeLessThan(1.2 * 1024 * 1024);
    const tooLarge = await upload(buyer, bigJpg);
    // More than the call's body takes: refused before it is read.
    expect(tooLarge.status).toBe(413);
    for (const bytes of [
      Buffer.from('just text, named picture.png'),
      await paddedJpg(),
      await hugeDeclaredPng(),
    ]) {
      const res = await upload(buyer, bytes);
      expect([res.status, res.body.businessCode]).toEqual([400, ErrorCode.ImageNotAccepted]);
      expect(res.body.businessMessage).toContain('Only jpg or png images of at most 1 MB');
    }
  });
});

describe('the hall', () => {
  it('searches title, tags and description in Chinese and English, filters by category, pages without gaps', async () => {
    const buyer = await newBuyer(t);
    const tagged = await published(buyer, { title: '求购光伏逆变器', tags: ['光伏'], categoryId: null });
    const english = await published(buyer, {
      title: 'Wanted: LED panels',
      description: '求购面板灯',
      tags: [],
    });
    const ids = (r: { body: { returnObj?: TDemandHall | null } }) => r.body.returnObj!.items.map((d) => d.id);
    expect(ids(await hall({ keyword: '逆变' }))).toEqual([tagged.id]);
    expect(ids(await hall({ keyword: '光伏' }))).toContain(tagged.id);
    expect(ids(await hall({ keyword: 'pan' }))).toEqual([english.id]);
    expect(ids(await hall({ keyword: '面板' }))).toEqual([english.id]);
    expect(ids(await hall({ keyword: '!!' }))).toEqual([]);
    const inCategory = ids(await hall({ categoryId }));
    expect(inCategory).toContain(english.id);
    expect(inCategory).not.toContain(tagged.id);
    const unknown = await hall({ categoryId: crypto.randomUUID() });
    expect([unknown.status, unknown.body.businessCode]).toEqual([404, ErrorCode.CategoryNotFound]);

    for (let i = 0; i < 5; i++) await published(buyer, { title: `Paging ${i}` });
    const all = ids(await hall({ pageSize: 50 }));
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: TDemandHall = (await hall({ pageSize: 3, ...(before ? { before } : {}) })).body.returnObj!;
      seen.push(...page.items.map((d) => d.id));
      before = page.next;
    } while (before);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('drops a demand its buyer closed, and one whose valid-until day is over (Beijing)', async () => {
    const buyer = await newBuyer(t);
    const closing = await published(buyer, { title: 'To be closed' });
    const short = await published(buyer, { title: 'Valid today only', validUntil: today() });
    const closed = await post<TDemand>(buyer, closeDemand.path, { bventId: DEMO_EVENT_ID, id: closing.id });
    expect(closed.body.returnObj!.state).toBe('closed');
    expect((await detail(null, closing.id)).status).toBe(404);
    const stranger = await newBuyer(t);
    expect((await post(stranger, closeDemand.path, { bventId: DEMO_EVENT_ID, id: short.id })).status).toBe(
      404,
    );
    const before = (await hall({ pageSize: 50 })).body.returnObj!.items.map((d) => d.id);
    expect(before).not.toContain(closing.id);
    expect(before).toContain(short.id);
    const now = x.clock.now();
    x.clock.set(new Date(`${addDays(today(), 1)}T00:00:00+08:00`).getTime());
    try {
      expect((await hall({ pageSize: 50 })).body.returnObj!.items.map((d) => d.id)).not.toContain(short.id);
      expect((await detail(null, short.id)).body.returnObj!.state).toBe('expired');
      const member = await newMember(t);
      const late = await post(member, replyDemand.path, {
        bventId: DEMO_EVENT_ID,
        id: short.id,
        text: 'We can',
      });
      expect([late.status, late.body.businessCode]).toEqual([409, ErrorCode.DemandNotOpen]);
    } finally {
      x.clock.set(now);
    }
  });
});

describe('replies', () => {
  it('only exhibitors answer; the buyer reads every reply, each exhibitor its own, anyone else none', async () => {
    const buyer = await newBuyer(t);
    const demand = await published(buyer);
    const member = await newMember(t);
    const rival = await otherMember();
    const stranger = await newBuyer(t);

    const asBuyer = await post(stranger, replyDemand.path, {
      bventId: DEMO_EVENT_ID,
      id: demand.id,
      text: 'Me too',
    });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.businessMessage).toContain('Only exhibitors may reply to demand');

    const ours = await post<TDemand>(member, replyDemand.path, {
      bventId: DEMO_EVENT_ID,
      id: demand.id,
      text: 'We make 316L tubes; 10 days to Ningbo.',
      productIds: [DEMO_PRODUCT_ID],
      sendBusinessCard: true,
    });
    expect(ours.status).toBe(200);
    expect(ours.body.returnObj!.replies).toMatchObject([
      {
        exhibitor: { id: DEMO_EXHIBITOR_ID },
        text: 'We make 316L tubes; 10 days to Ningbo.',
        products: [{ id: DEMO_PRODUCT_ID }],
        card: { fullName: 'Buyer 0' },
      },
    ]);
    const theirs = await post<TDemand>(rival, replyDemand.path, {
      bventId: DEMO_EVENT_ID,
      id: demand.id,
      text: 'Our price is lower.',
    });
    expect(theirs.body.returnObj!.replies.map((r) => r.text)).toEqual(['Our price is lower.']);

    const texts = async (who: Party | null) =>
      (await detail(who, demand.id)).body.returnObj!.replies.map((r) => r.text);
    expect(await texts(buyer)).toEqual(['We make 316L tubes; 10 days to Ningbo.', 'Our price is lower.']);
    expect(await texts(member)).toEqual(['We make 316L tubes; 10 days to Ningbo.']);
    expect(await texts(rival)).toEqual(['Our price is lower.']);
    expect(await texts(stranger)).toEqual([]);
    expect(await texts(null)).toEqual([]);
    expect(await texts(planner)).toHaveLength(2);
    expect((await detail(null, demand.id)).body.returnObj!.replyCount).toBe(2);
    // Whom a member would answer for; nobody else is offered the reply form.
    expect((await detail(member, demand.id)).body.returnObj!.answerAs).toMatchObject({
      exhibitorId: DEMO_EXHIBITOR_ID,
    });
    for (const who of [buyer, stranger, null])
      expect((await detail(who, demand.id)).body.returnObj!.answerAs).toBeNull();
    const mine = await get<TDemand[]>(buyer, myDemands.path, {
      bventId: DEMO_EVENT_ID,
      pageNo: 1,
      pageSize: 10,
    });
    expect(mine.body.returnObj![0]!.replies).toHaveLength(2);

    // Someone else's product, and a product that does not exist: nothing stored.
    const [rivalExhibitor] = await t.db
      .select({ id: exhibitors.id })
      .from(exhibitors)
      .where(eq(exhibitors.id, DEMO_EXHIBITOR_2_ID));
    expect(rivalExhibitor).toBeDefined();
    const notTheirs = await post(rival, replyDemand.path, {
      bventId: DEMO_EVENT_ID,
      id: demand.id,
      text: 'Look at this',
      productIds: [DEMO_PRODUCT_ID],
    });
    expect([notTheirs.status, notTheirs.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotFound]);
    expect((await detail(buyer, demand.id)).body.returnObj!.replyCount).toBe(2);
  });

  it('not to a pending demand, nor to one’s own company’s', async () => {
    const member = await newMember(t);
    const buyer = await newBuyer(t);
    const pending = (await publish(buyer)).body.returnObj!;
    const early = await post(member, replyDemand.path, {
      bventId: DEMO_EVENT_ID,
      id: pending.id,
      text: 'Hi',
    });
    expect([early.status, early.body.businessCode]).toEqual([404, ErrorCode.DemandNotFound]);
    // A member who also buys publishes as a buyer of the exhibitor's company; its colleagues may not answer.
    const colleague = await newMember(t);
    const own = await published(colleague);
    const self = await post(member, replyDemand.path, { bventId: DEMO_EVENT_ID, id: own.id, text: 'Hi' });
    expect([self.status, self.body.businessCode]).toEqual([400, ErrorCode.DemandOwnOrganization]);
  });
});

describe('the organizer’s review', () => {
  it('rejects with a note the buyer reads, decides once, counts by state; only the organizer', async () => {
    const buyer = await newBuyer(t);
    const sent = (await publish(buyer, { title: 'Please review me' })).body.returnObj!;
    const queue = await get<{ items: TDemand[]; counts: Record<string, number> }>(
      planner,
      demandReviewQueue.path,
      {
        bventId: DEMO_EVENT_ID,
        pageNo: 1,
        pageSize: 50,
      },
    );
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.returnObj!.items.some((d) => d.id === sent.id)).toBe(true);
    expect(queue.body.returnObj!.counts.pending).toBeGreaterThan(0);
    const noNote = await post(planner, reviewDemand.path, {
      bventId: DEMO_EVENT_ID,
      id: sent.id,
      decision: 'reject',
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.businessMessage).toContain('Please say why the demand is rejected');
    const rejected = await post<TDemand>(planner, reviewDemand.path, {
      bventId: DEMO_EVENT_ID,
      id: sent.id,
      decision: 'reject',
      note: 'Contact details in the title are not allowed',
    });
    expect(rejected.body.returnObj).toMatchObject({ state: 'rejected' });
    expect((await detail(buyer, sent.id)).body.returnObj).toMatchObject({
      state: 'rejected',
      reviewNote: 'Contact details in the title are not allowed',
    });
    const again = await approve(sent.id);
    expect([again.status, again.body.businessCode]).toEqual([409, ErrorCode.DemandReviewed]);
    const member = await newMember(t);
    for (const who of [buyer, member]) {
      expect(
        (await post(who, reviewDemand.path, { bventId: DEMO_EVENT_ID, id: sent.id, decision: 'approve' }))
          .status,
      ).toBe(403);
      expect(
        (await get(who, demandReviewQueue.path, { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 5 })).status,
      ).toBe(403);
    }
  });
});

describe('the buyer hears of their demand live', () => {
  const watching = async (who: Party) => {
    const s = await WsClient.open(x.origin);
    x.sockets.push(s);
    expect((await s.ask({ type: 'auth', token: who.bearer.slice('Bearer '.length) }, 'ok')).type).toBe('ok');
    expect((await s.ask({ type: 'demand.watch', bventId: DEMO_EVENT_ID }, 'ok')).type).toBe('ok');
    return s;
  };
  const newsOf = async (s: WsClient, id: string) => {
    // The bus delivers a change on the next tick, long before the answer to a ping sent after the call.
    expect((await s.ask({ type: 'ping' }, 'pong')).type).toBe('pong');
    return s.frames.flatMap((f) =>
      f.type === 'demand.updated' && f.id === id ? [`${f.state}:${f.replyCount}`] : [],
    );
  };

  it('the organizer’s decision and each exhibitor’s reply, as they are stored; nobody else hears it', async () => {
    const buyer = await newBuyer(t);
    const [mine, theirs] = [await watching(buyer), await watching(await newBuyer(t))];
    const sent = (await publish(buyer)).body.returnObj!;
    await approve(sent.id);
    await mine.next('demand.updated', (f) => f.id === sent.id && f.state === 'published');
    const member = await newMember(t);
    await post(member, replyDemand.path, { bventId: DEMO_EVENT_ID, id: sent.id, text: 'We can supply' });
    const heard = await mine.next('demand.updated', (f) => f.id === sent.id && f.replyCount === 1);
    expect(heard.state).toBe('published');
    // What the frame announces is there to read when it arrives.
    expect((await detail(buyer, sent.id)).body.returnObj!.replies.map((r) => r.text)).toEqual([
      'We can supply',
    ]);
    // A refused reply tells nothing; another buyer's socket heard nothing at all.
    await post(member, replyDemand.path, { bventId: DEMO_EVENT_ID, id: sent.id, text: '' });
    expect(await newsOf(mine, sent.id)).toEqual(['published:0', 'published:1']);
    expect(await newsOf(theirs, sent.id)).toEqual([]);
  });

  it('only a signed-in socket may watch', async () => {
    const s = await WsClient.open(x.origin);
    x.sockets.push(s);
    const refused = await s.ask({ type: 'demand.watch', bventId: DEMO_EVENT_ID }, 'error');
    expect(refused).toMatchObject({ type: 'error', code: ErrorCode.Unauthorized });
  });
});
