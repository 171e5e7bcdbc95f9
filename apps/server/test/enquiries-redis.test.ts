import {
  closeEnquiry,
  IDEMPOTENCY_HEADER,
  replyEnquiry,
  submitEnquiry,
  type TEnquiry,
} from '@showfloor/contracts';
import { describe, expect, it } from 'vitest';
import { orgMembers, roleGrants } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ORG_ID } from '../src/db/seed/demo-ids.ts';
import { ENQUIRY_FORM, watchingEnquiries } from './enquiry-helpers.ts';
import { partyCalls } from './instant-helpers.ts';
import { newAttendees } from './meeting-helpers.ts';
import { postgresUnavailable } from './postgres-suite.ts';
import { redisUnavailable, twoGateways } from './redis-suite.ts';

/*
 * Two gateways on one PostgreSQL database and one Redis: the buyer's page on one hears the exhibitor's reply and
 * close made through the other, and the member's colleague on the first hears the new enquiry sent through the
 * second, only through Redis pub/sub.
 */
const reason =
  (await postgresUnavailable('enquiries over Redis')) ?? (await redisUnavailable('enquiries over Redis'));

describe.skipIf(reason !== null)('enquiries across two gateways (PostgreSQL + Redis)', () => {
  const gw = twoGateways('enquiry');
  const one = partyCalls(() => gw.one);
  const two = partyCalls(() => gw.two);

  it('a reply on gateway A reaches the buyer’s socket on gateway B', async () => {
    const db = gw.one.database.db;
    const [buyer, member, colleague] = await newAttendees(gw.one, db, 3);
    for (const m of [member!, colleague!]) {
      await db.insert(orgMembers).values({ orgId: DEMO_EXHIBITOR_ORG_ID, accountId: m.id });
      await db.insert(roleGrants).values({
        accountId: m.id,
        bventId: DEMO_EVENT_ID,
        orgId: DEMO_EXHIBITOR_ORG_ID,
        registerType: 'Exhibition',
      });
    }
    const buyerSocket = await watchingEnquiries(gw.origins[1], buyer!, gw.sockets);
    const colleagueSocket = await watchingEnquiries(gw.origins[0], colleague!, gw.sockets);

    const sent = await two.post<TEnquiry>(buyer!, submitEnquiry.path, ENQUIRY_FORM, {
      [IDEMPOTENCY_HEADER]: `redis-${gw.prefix}`,
    });
    expect(sent.status).toBe(200);
    const { id } = sent.body.returnObj!;
    await colleagueSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'new');

    const replied = await one.post<TEnquiry>(member!, replyEnquiry.path, {
      bventId: DEMO_EVENT_ID,
      id,
      text: 'Shipped from Ningbo in 3 weeks.',
    });
    expect(replied.status).toBe(200);
    expect(
      await buyerSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'replied'),
    ).toMatchObject({
      bventId: DEMO_EVENT_ID,
      audience: 'buyer',
    });
    expect((await one.post(member!, closeEnquiry.path, { bventId: DEMO_EVENT_ID, id })).status).toBe(200);
    await buyerSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'closed');
    await colleagueSocket.next('enquiry.updated', (f) => f.id === id && f.state === 'closed');
  });
});
