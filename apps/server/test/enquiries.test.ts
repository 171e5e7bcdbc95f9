import {
  closeEnquiry,
  enquiryDetail,
  enquiryInbox,
  enquiryInboxCsv,
  ErrorCode,
  IDEMPOTENCY_HEADER,
  myEnquiries,
  replyEnquiry,
  submitEnquiry,
  type TEnquiry,
} from '@showfloor/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benefitOverrides,
  cardExchanges,
  enquiries,
  exhibitors,
  orgMembers,
  roleGrants,
} from '../src/db/schema/index.ts';
import {
  DEMO_DELISTED_PRODUCT_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_PRODUCT_ID,
} from '../src/db/seed/demo-ids.ts';
import { ENQUIRY_FORM as FORM } from './enquiry-helpers.ts';
import { api, call } from './helpers.ts';
import type { IdentityTestApp } from './identity-helpers.ts';
import {
  buildInstantApp,
  partyCalls,
  demoParty,
  type InstantTestApp,
  newBuyer,
  newMember,
  type Party,
} from './instant-helpers.ts';

/*
 * Product enquiries: a buyer asks about a listed product once per idempotency key, the dictionary's rules refuse
 * bad input with nothing stored, the exhibitor's team answers, closes and exports them, and who reads an enquiry
 * is tested from both sides.
 */

let x: InstantTestApp;
let t: IdentityTestApp;
beforeAll(async () => {
  x = await buildInstantApp();
  t = x.t;
});
afterAll(async () => x?.close());

const { get, post } = partyCalls(() => t.app);

const submit = (who: Party, over: Record<string, unknown> = {}, key?: string) =>
  post<TEnquiry>(
    who,
    submitEnquiry.path,
    { ...FORM, ...over },
    key ? { [IDEMPOTENCY_HEADER]: key } : undefined,
  );
const storedBy = async (accountId: string) =>
  (await t.db.select({ n: count() }).from(enquiries).where(eq(enquiries.buyerAccountId, accountId)))[0]!.n;

describe('a buyer enquires', () => {
  it('once per idempotency key, with what was sent, and the card on the exhibitor’s wall', async () => {
    const buyer = await newBuyer(t);
    const [a, b] = await Promise.all([
      submit(buyer, { sendBusinessCard: true }, 'enquiry-key-1'),
      submit(buyer, { sendBusinessCard: true }, 'enquiry-key-1'),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.returnObj!.id).toBe(a.body.returnObj!.id);
    expect(a.body.returnObj).toMatchObject({
      state: 'new',
      quantity: 200,
      unit: '件',
      product: { id: DEMO_PRODUCT_ID },
      buyer: { name: 'Buyer 0', company: 'Buyers Ltd' },
      card: { fullName: 'Buyer 0' },
    });
    expect(await storedBy(buyer.id)).toBe(1);
    const cards = await t.db
      .select({ n: count() })
      .from(cardExchanges)
      .where(
        and(
          eq(cardExchanges.senderAccountId, buyer.id),
          eq(cardExchanges.receiverOrgId, DEMO_EXHIBITOR_ORG_ID),
        ),
      );
    expect(cards[0]!.n).toBe(1);
    expect((await submit(buyer, {}, 'enquiry-key-2')).body.returnObj!.id).not.toBe(a.body.returnObj!.id);
    expect(await storedBy(buyer.id)).toBe(2);
  });

  it.each([
    [{ quantity: 0 }, 'The quantity cannot be 0'],
    [{ quantity: 100_000 }, 'The quantity is at most 99999'],
    [{ quantity: 1.5 }, 'Please enter the quantity'],
    [{ unit: 'metres' }, 'A unit has at most 5 characters'],
    [{ unit: '👍👍👍👍👍👍' }, 'A unit has at most 5 characters'],
    [{ message: '询'.repeat(101) }, 'Enter up to 100 characters'],
    [{ phone: '', email: '' }, 'Please enter a phone number or an email address (at least one)'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ phone: '12' }, 'Please enter a valid phone number'],
    [{ agreed: false }, 'Please read and agree to the user agreement'],
  ])('refuses %j with the dictionary’s words, nothing stored', async (over, words) => {
    const buyer = await newBuyer(t);
    const res = await submit(buyer, over);
    expect(res.status).toBe(400);
    expect(res.body.businessMessage).toContain(words);
    expect(await storedBy(buyer.id)).toBe(0);
  });

  it('takes the limits themselves: 99999, a unit of 5 (emoji too), 100 characters', async () => {
    const buyer = await newBuyer(t);
    const res = await submit(buyer, { quantity: 99_999, unit: '👍👍👍👍👍', message: '询'.repeat(100) });
    expect(res.status).toBe(200);
  });

  it('only as a buyer with IntentionOrderPermission, about a listed product, not one’s own', async () => {
    const exhibitorOnly = await demoParty(t, 'exhibitor');
    const refused = await submit(exhibitorOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.businessMessage).toMatch(/buyer/i);
    const keyOff = await newBuyer(t);
    await t.db.insert(benefitOverrides).values({
      bventId: DEMO_EVENT_ID,
      accountId: keyOff.id,
      functionKey: 'IntentionOrderPermission',
      enable: false,
    });
    expect((await submit(keyOff)).status).toBe(403);
    const buyer = await newBuyer(t);
    const delisted = await submit(buyer, { productId: DEMO_DELISTED_PRODUCT_ID });
    expect([delisted.status, delisted.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotListed]);
    const unknown = await submit(buyer, { productId: crypto.randomUUID() });
    expect([unknown.status, unknown.body.businessCode]).toEqual([404, ErrorCode.ExhibitNotFound]);
    const member = await newMember(t);
    const own = await submit(member);
    expect([own.status, own.body.businessCode]).toEqual([400, ErrorCode.EnquiryOwnOrganization]);
    for (const who of [exhibitorOnly, keyOff, buyer, member]) expect(await storedBy(who.id)).toBe(0);
    const anonymous = await call(t.app, { method: 'POST', url: api(submitEnquiry.path), payload: FORM });
    expect(anonymous.status).toBe(401);
  });
});

describe('the exhibitor answers', () => {
  it('in its inbox: reply, close, CSV; the buyer reads the reply; a closed enquiry takes no more', async () => {
    const buyer = await newBuyer(t);
    const sent = (await submit(buyer, { message: '=HYPERLINK("evil")' })).body.returnObj!;
    const member = await newMember(t);
    const inbox = await get<TEnquiry[]>(member, enquiryInbox.path, {
      bventId: DEMO_EVENT_ID,
      state: 'new',
      pageNo: 1,
      pageSize: 50,
    });
    expect(inbox.body.returnObj!.some((e) => e.id === sent.id)).toBe(true);

    const replied = await post<TEnquiry>(member, replyEnquiry.path, {
      bventId: DEMO_EVENT_ID,
      id: sent.id,
      text: 'MOQ is 100; 12 USD each.',
    });
    expect(replied.body.returnObj).toMatchObject({
      state: 'replied',
      replies: [{ text: 'MOQ is 100; 12 USD each.', authorName: 'Buyer 0' }],
    });
    const mine = await get<TEnquiry[]>(buyer, myEnquiries.path, {
      bventId: DEMO_EVENT_ID,
      pageNo: 1,
      pageSize: 10,
    });
    expect(mine.body.returnObj![0]).toMatchObject({ id: sent.id, state: 'replied' });
    expect(mine.body.returnObj![0]!.replies).toHaveLength(1);

    const csv = await get<{ fileName: string; content: string }>(member, enquiryInboxCsv.path, {
      bventId: DEMO_EVENT_ID,
    });
    expect(csv.body.returnObj!.content.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Received,State,Product,Quantity,Unit,Message,Buyer,Company,Phone,Email,Replies',
    );
    // A buyer's text that a spreadsheet would run as a formula is written as text.
    expect(csv.body.returnObj!.content).toContain(`"'=HYPERLINK(""evil"")"`);

    const closed = await post<TEnquiry>(member, closeEnquiry.path, { bventId: DEMO_EVENT_ID, id: sent.id });
    expect(closed.body.returnObj!.state).toBe('closed');
    const late = await post(member, replyEnquiry.path, {
      bventId: DEMO_EVENT_ID,
      id: sent.id,
      text: 'One more thing',
    });
    expect([late.status, late.body.businessCode]).toEqual([409, ErrorCode.EnquiryClosed]);
  });

  it('is read by its buyer and the exhibitor’s team only, tested from both sides', async () => {
    const buyer = await newBuyer(t);
    const sent = (await submit(buyer)).body.returnObj!;
    const stranger = await newBuyer(t);
    const [otherOrg] = await t.db
      .select({ orgId: exhibitors.orgId })
      .from(exhibitors)
      .where(eq(exhibitors.id, DEMO_EXHIBITOR_2_ID));
    const elsewhere = await newBuyer(t);
    await t.db.insert(orgMembers).values({ orgId: otherOrg!.orgId, accountId: elsewhere.id });
    await t.db.insert(roleGrants).values({
      accountId: elsewhere.id,
      bventId: DEMO_EVENT_ID,
      orgId: otherOrg!.orgId,
      registerType: 'Exhibition',
    });
    for (const who of [stranger, elsewhere]) {
      const detail = await get(who, enquiryDetail.path, { bventId: DEMO_EVENT_ID, id: sent.id });
      expect([detail.status, detail.body.businessCode]).toEqual([404, ErrorCode.EnquiryNotFound]);
    }
    const theirInbox = await get<TEnquiry[]>(elsewhere, enquiryInbox.path, {
      bventId: DEMO_EVENT_ID,
      pageNo: 1,
      pageSize: 50,
    });
    expect(theirInbox.body.returnObj!.some((e) => e.id === sent.id)).toBe(false);
    // The buyer reads it, but does not answer or close it as the exhibitor would.
    expect((await get(buyer, enquiryDetail.path, { bventId: DEMO_EVENT_ID, id: sent.id })).status).toBe(200);
    const self = await post(buyer, replyEnquiry.path, { bventId: DEMO_EVENT_ID, id: sent.id, text: 'hello' });
    expect(self.status).toBe(404);
    expect((await post(stranger, closeEnquiry.path, { bventId: DEMO_EVENT_ID, id: sent.id })).status).toBe(
      404,
    );
    // The inbox is the exhibitor's: a buyer is refused by its gate.
    expect(
      (await get(stranger, enquiryInbox.path, { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 10 })).status,
    ).toBe(403);
  });
});
