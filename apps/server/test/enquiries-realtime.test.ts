import {
  closeEnquiry,
  ErrorCode,
  IDEMPOTENCY_HEADER,
  myEnquiries,
  replyEnquiry,
  submitEnquiry,
  type TEnquiry,
} from '@showfloor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/db/seed/demo-ids.ts';
import { ENQUIRY_FORM, enquiryNewsOf, watchingEnquiries } from './enquiry-helpers.ts';
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
 * Enquiries over /ws: the buyer's pages hear the exhibitor's reply and close as they are stored, the members of
 * the exhibitor's team hear every change to their inbox (a colleague's included), and nobody else hears anything.
 */

let x: InstantTestApp;
beforeAll(async () => {
  x = await buildInstantApp();
});
afterAll(async () => x?.close());

const { get, post } = partyCalls(() => x.t.app);
const watching = (who: Party) => watchingEnquiries(x.origin, who, x.sockets);
const submit = (who: Party, key: string) =>
  post<TEnquiry>(who, submitEnquiry.path, ENQUIRY_FORM, { [IDEMPOTENCY_HEADER]: key });

describe('enquiries heard live', () => {
  it('the buyer hears the reply and the close; the team hears the new enquiry and a colleague’s answers', async () => {
    const buyer = await newBuyer(x.t);
    const [one, two] = [await newMember(x.t), await newMember(x.t)];
    const [buyerSocket, oneSocket, twoSocket] = [
      await watching(buyer),
      await watching(one),
      await watching(two),
    ];

    const sent = await submit(buyer, 'live-enquiry-1');
    expect(sent.status).toBe(200);
    const { id } = sent.body.returnObj!;
    for (const s of [oneSocket, twoSocket])
      expect(await s.next('enquiry.updated', (f) => f.id === id)).toMatchObject({
        bventId: DEMO_EVENT_ID,
        state: 'new',
        audience: 'exhibitor',
      });
    // A retry of the same form records nothing and tells nobody again.
    expect((await submit(buyer, 'live-enquiry-1')).body.returnObj!.id).toBe(id);

    const replied = await post<TEnquiry>(one, replyEnquiry.path, {
      bventId: DEMO_EVENT_ID,
      id,
      text: 'MOQ is 100; 12 USD each.',
    });
    expect(replied.status).toBe(200);
    const heard = await buyerSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'replied');
    expect(heard.audience).toBe('buyer');
    // What the frame announces is there to read when it arrives.
    const mine = await get<TEnquiry[]>(buyer, myEnquiries.path, {
      bventId: DEMO_EVENT_ID,
      pageNo: 1,
      pageSize: 10,
    });
    expect(mine.body.returnObj!.find((e) => e.id === id)!.replies.map((r) => r.text)).toEqual([
      'MOQ is 100; 12 USD each.',
    ]);
    await twoSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'replied');

    expect((await post(two, closeEnquiry.path, { bventId: DEMO_EVENT_ID, id })).status).toBe(200);
    await buyerSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'closed');
    await oneSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'closed');
    // Closed already: nothing changes, nobody is told again; a refused reply tells nobody either.
    expect((await post(one, closeEnquiry.path, { bventId: DEMO_EVENT_ID, id })).status).toBe(200);
    const late = await post(one, replyEnquiry.path, { bventId: DEMO_EVENT_ID, id, text: 'One more thing' });
    expect(late.body.businessCode).toBe(ErrorCode.EnquiryClosed);

    expect(await enquiryNewsOf(buyerSocket, id)).toEqual(['buyer:new', 'buyer:replied', 'buyer:closed']);
    for (const s of [oneSocket, twoSocket])
      expect(await enquiryNewsOf(s, id)).toEqual(['exhibitor:new', 'exhibitor:replied', 'exhibitor:closed']);
  });

  it('is heard by nobody else: another buyer, a socket not signed in', async () => {
    const buyer = await newBuyer(x.t);
    const member = await newMember(x.t);
    const strangerSocket = await watching(await newBuyer(x.t));
    const anonymous = await WsClient.open(x.origin);
    x.sockets.push(anonymous);
    const refused = await anonymous.ask({ type: 'enquiry.watch', bventId: DEMO_EVENT_ID }, 'ok');
    expect(refused).toMatchObject({ type: 'error', code: ErrorCode.Unauthorized });

    const { id } = (await submit(buyer, 'live-enquiry-2')).body.returnObj!;
    await post(member, replyEnquiry.path, { bventId: DEMO_EVENT_ID, id, text: 'Yes.' });
    // The buyer's own socket, opened after, hears the close: the channel works while the others stay silent.
    const buyerSocket = await watching(buyer);
    await post(member, closeEnquiry.path, { bventId: DEMO_EVENT_ID, id });
    await buyerSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'closed');
    expect(await enquiryNewsOf(strangerSocket, id)).toEqual([]);
    expect(await enquiryNewsOf(anonymous, id)).toEqual([]);
  });
});
