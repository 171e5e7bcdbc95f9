import {
  businessCardVcard,
  businessCardWall,
  businessCardWallCsv,
  ErrorCode,
  getMyBusinessCard,
  getUserBusinessCardId,
  isBusinessCardComplete,
  saveMyBusinessCard,
  sendBusinessCard,
  sendBusinessCardBack,
  type TCardExchange,
  type TMyCard,
} from '@showfloor/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitOverrides, businessCards, cardExchanges } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import { type IdentityTestApp } from './identity-helpers.ts';
import {
  buildInstantApp,
  partyCalls,
  demoParty,
  type InstantTestApp,
  newBuyer,
  newMember,
  type Party,
} from './instant-helpers.ts';
import { TEST_NOW } from './test-clock.ts';

/*
 * Business cards: one's own card (drafted from the account until saved, checked as the dictionary says), sent to
 * an exhibitor and sent back, the card wall with its search and files, and who may read a card (its owner and
 * whom it was sent to; nobody else learns it exists).
 */

let x: InstantTestApp;
let t: IdentityTestApp;
let member: Party;
let stranger: Party;
beforeAll(async () => {
  x = await buildInstantApp();
  t = x.t;
  member = await demoParty(t, 'exhibitor');
  stranger = await demoParty(t, 'purchaser');
});
afterAll(async () => x?.close());

const { get, post } = partyCalls(() => t.app);

const CARD = {
  fullName: 'Wang Li',
  company: 'Shenzhen Valves',
  jobTitle: 'Buyer',
  phoneCode: '+86',
  phone: '138 0013 8000',
  email: 'wang.li@example.com',
  country: 'CN',
};
const save = (who: Party, card: object) => post<TMyCard>(who, saveMyBusinessCard.path, card);
const send = (who: Party, exhibitorId = DEMO_EXHIBITOR_ID) =>
  post<TCardExchange>(who, sendBusinessCard.path, { bventId: DEMO_EVENT_ID, exhibitorId });
const wall = (who: Party, box: 'received' | 'sent', extra: Record<string, string> = {}) =>
  get<TCardExchange[]>(who, businessCardWall.path, {
    bventId: DEMO_EVENT_ID,
    box,
    pageNo: '1',
    pageSize: '20',
    ...extra,
  });
const exchangesOf = async (senderId: string) =>
  (
    await t.db.select({ n: count() }).from(cardExchanges).where(eq(cardExchanges.senderAccountId, senderId))
  )[0]!.n;

describe('my card', () => {
  it('is drafted from the account until saved, then saved as typed; its id is public, its contents not', async () => {
    const buyer = await newBuyer(t);
    const draft = await get<TMyCard>(buyer, getMyBusinessCard.path, {});
    expect(draft.body.returnObj).toMatchObject({ cardId: null, userId: buyer.id });
    expect((await get(null, getUserBusinessCardId.path, { userId: buyer.id })).body.returnObj).toEqual({
      cardId: null,
    });

    const saved = await save(buyer, CARD);
    expect(saved.status).toBe(200);
    expect(saved.body.returnObj).toMatchObject({ ...CARD, avatar: '', complete: true, userId: buyer.id });
    const id = saved.body.returnObj!.cardId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const byId = await get<{ cardId: string }>(null, getUserBusinessCardId.path, { userId: buyer.id });
    expect(byId.body.returnObj).toEqual({ cardId: id });
    // Saving again changes the same card.
    const again = await save(buyer, { ...CARD, jobTitle: 'Head of purchasing' });
    expect(again.body.returnObj).toMatchObject({ cardId: id, jobTitle: 'Head of purchasing' });
  });

  it('needs a name and a phone or an e-mail, each valid; a refused card changes nothing', async () => {
    const buyer = await newBuyer(t);
    await save(buyer, CARD);
    const cases: [object, string][] = [
      [{ ...CARD, fullName: '  ' }, 'Please enter your name'],
      [{ ...CARD, phone: '', email: '' }, 'Please enter a phone number or an email address (at least one)'],
      [{ ...CARD, email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ ...CARD, phone: '12ab' }, 'Please enter a valid phone number'],
    ];
    for (const [card, message] of cases) {
      const res = await save(buyer, card);
      expect([res.status, res.body.businessCode]).toEqual([400, ErrorCode.BadRequest]);
      expect(res.body.businessMessage).toContain(message);
    }
    const [row] = await t.db.select().from(businessCards).where(eq(businessCards.accountId, buyer.id));
    expect(row).toMatchObject({ fullName: 'Wang Li', email: 'wang.li@example.com', phone: '138 0013 8000' });
    // Either one is enough.
    expect((await save(buyer, { ...CARD, phone: '' })).status).toBe(200);
  });

  it('isComplete says what a card still lacks before it can be sent', async () => {
    const buyer = await newBuyer(t);
    await t.db.insert(businessCards).values({ id: crypto.randomUUID(), accountId: buyer.id, fullName: 'Bo' });
    const res = await get(buyer, isBusinessCardComplete.path, {});
    expect(res.body.returnObj).toEqual({ complete: false, missing: ['phoneOrEmail'] });
    const refused = await send(buyer);
    expect([refused.status, refused.body.businessCode]).toEqual([409, ErrorCode.CardIncomplete]);
    expect(await exchangesOf(buyer.id)).toBe(0);
    await save(buyer, { fullName: 'Bo', email: 'bo@example.com' });
    expect((await get(buyer, isBusinessCardComplete.path, {})).body.returnObj).toEqual({
      complete: true,
      missing: [],
    });
  });
});

describe('sending and the wall', () => {
  it("a buyer's card reaches every member of the exhibitor; a member sends theirs back", async () => {
    const buyer = await newBuyer(t);
    await save(buyer, { ...CARD, fullName: 'Chen Jing', company: 'Ningbo Pumps' });
    const sent = await send(buyer);
    expect(sent.status).toBe(200);
    expect(sent.body.returnObj).toMatchObject({
      box: 'sent',
      answered: false,
      card: { fullName: 'Chen Jing' },
    });
    const exchangeId = sent.body.returnObj!.exchangeId;

    // Both members of the organization see it; sending again keeps one card on the wall, with the new fields.
    const other = await newMember(t);
    await save(buyer, { ...CARD, fullName: 'Chen Jing', company: 'Ningbo Pumps Ltd' });
    expect((await send(buyer)).body.returnObj!.exchangeId).toBe(exchangeId);
    for (const who of [member, other]) {
      const received = (await wall(who, 'received', { keyword: 'chen' })).body.returnObj!;
      expect(received.map((e) => [e.exchangeId, e.card.company, e.counterpart])).toEqual([
        [exchangeId, 'Ningbo Pumps Ltd', 'Chen Jing'],
      ]);
    }

    await save(other, { fullName: 'Eric Zhang', company: 'Suzhou Zhongcheng', email: 'eric@example.com' });
    const back = await post<TCardExchange>(other, sendBusinessCardBack.path, {
      bventId: DEMO_EVENT_ID,
      exchangeId,
    });
    expect(back.status).toBe(200);
    expect(back.body.returnObj).toMatchObject({
      box: 'sent',
      counterpart: 'Chen Jing',
      card: { fullName: 'Eric Zhang' },
    });

    // The buyer has the exhibitor's card now, and sees that theirs was answered.
    const got = (await wall(buyer, 'received')).body.returnObj!;
    expect(got.map((e) => e.card.fullName)).toEqual(['Eric Zhang']);
    const mine = (await wall(buyer, 'sent')).body.returnObj!;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ exchangeId, answered: true });
    expect(mine[0]!.counterpart).not.toBe('');
  });

  it('searches by name or company and filters by the instant sent', async () => {
    const a = await newBuyer(t);
    const b = await newBuyer(t);
    await save(a, { ...CARD, fullName: 'Alpha Person', company: 'Acme Valves' });
    await save(b, { ...CARD, fullName: 'Beta Person', company: 'Bolt Works' });
    x.clock.set(TEST_NOW + 3_600_000);
    await send(a);
    x.clock.set(TEST_NOW + 7_200_000);
    await send(b);
    const names = async (q: Record<string, string>) =>
      (await wall(member, 'received', q)).body.returnObj!.map((e) => e.card.fullName);
    expect(await names({ keyword: 'acme' })).toEqual(['Alpha Person']);
    expect(await names({ keyword: 'BOLT' })).toEqual(['Beta Person']);
    const at = (ms: number) => new Date(TEST_NOW + ms).toISOString();
    expect(await names({ from: at(3_000_000), to: at(5_400_000) })).toEqual(['Alpha Person']);
    expect(await names({ from: at(5_400_000) })).toContain('Beta Person');
    expect(await names({ from: at(5_400_000) })).not.toContain('Alpha Person');
  });

  it('downloads a card as vCard and the wall as CSV, safe for a spreadsheet', async () => {
    const buyer = await newBuyer(t);
    await save(buyer, { ...CARD, fullName: '=HYPERLINK("x")', company: '苏州, 阀门; 有限公司' });
    const { exchangeId } = (await send(buyer)).body.returnObj!;
    const vcard = await get<{ fileName: string; content: string }>(member, businessCardVcard.path, {
      exchangeId,
    });
    expect(vcard.status).toBe(200);
    const text = vcard.body.returnObj!.content;
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(text).toContain('ORG:苏州\\, 阀门\\; 有限公司\r\n');
    expect(text).toContain('TEL;VALUE=uri;TYPE=work:tel:+8613800138000\r\n');
    expect(text).toContain('EMAIL;TYPE=work:wang.li@example.com\r\n');
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(vcard.body.returnObj!.fileName).toBe('HYPERLINK-x.vcf');

    const csv = await get<{ fileName: string; content: string }>(member, businessCardWallCsv.path, {
      bventId: DEMO_EVENT_ID,
      box: 'received',
      keyword: 'hyperlink',
    });
    const lines = csv.body
      .returnObj!.content.replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Company,Title,Phone,Email,Country,Exhibitor or person,Sent at');
    expect(lines).toHaveLength(2);
    // A formula typed as a name is written as text.
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });
});

describe('a card is personal data', () => {
  it('nobody but its owner and whom it was sent to reads it; nobody else sends back on it', async () => {
    const buyer = await newBuyer(t);
    await save(buyer, CARD);
    const { exchangeId } = (await send(buyer)).body.returnObj!;
    for (const who of [stranger, await newBuyer(t)]) {
      const read = await get(who, businessCardVcard.path, { exchangeId });
      expect([read.status, read.body.businessCode, read.body.returnObj]).toEqual([
        404,
        ErrorCode.CardExchangeNotFound,
        null,
      ]);
      const back = await post(who, sendBusinessCardBack.path, { bventId: DEMO_EVENT_ID, exchangeId });
      expect([back.status, back.body.businessCode]).toEqual([404, ErrorCode.CardExchangeNotFound]);
      expect((await wall(who, 'received', { keyword: 'wang' })).body.returnObj).toEqual([]);
    }
    expect((await get(buyer, businessCardVcard.path, { exchangeId })).status).toBe(200);
    expect((await get(member, businessCardVcard.path, { exchangeId })).status).toBe(200);
    expect((await get(null, businessCardVcard.path, { exchangeId })).status).toBe(401);
  });

  it("refuses a card to one's own organization, an unknown exhibitor, and a caller without a login", async () => {
    await save(member, { fullName: 'Eric', email: 'eric@example.com' });
    const own = await send(member);
    expect([own.status, own.body.businessCode]).toEqual([400, ErrorCode.CardOwnOrganization]);
    expect(own.body.businessMessage).toBe('You cannot send your card to your own organization');
    const buyer = await newBuyer(t);
    await save(buyer, CARD);
    const unknown = await send(buyer, crypto.randomUUID());
    expect([unknown.status, unknown.body.businessCode]).toEqual([404, ErrorCode.ExhibitorNotFound]);
    expect(await exchangesOf(buyer.id)).toBe(0);
    // The send-card gate: a caller whose BusinessCard key is off sends nothing.
    const keyOff = await newBuyer(t);
    await save(keyOff, CARD);
    await t.db
      .insert(benefitOverrides)
      .values({ bventId: DEMO_EVENT_ID, accountId: keyOff.id, functionKey: 'BusinessCard', enable: false });
    const gated = await send(keyOff);
    expect([gated.status, gated.body.businessCode]).toEqual([403, ErrorCode.Forbidden]);
    expect(await exchangesOf(keyOff.id)).toBe(0);
    const anonymous = await call(t.app, {
      method: 'POST',
      url: api(sendBusinessCard.path),
      payload: { bventId: DEMO_EVENT_ID, exhibitorId: DEMO_EXHIBITOR_ID },
    });
    expect(anonymous.status).toBe(401);
  });
});
