import { ErrorCode } from '@showfloor/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { BusinessError } from '../../http/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { EnquiryNews, EnquiryService } from './enquiry.service.ts';

/*
 * Product enquiries over /ws: a signed-in socket that sends `enquiry.watch` hears `enquiry.updated` of the
 * enquiries it sent (as their buyer) and of its organizations' inboxes (as a member). The frame is news only, the
 * same in every language (the page reads the enquiry again in its own), so there is one topic per buyer and one
 * per organization at the event. What was missed while a socket was away is read again, never replayed here.
 */

const buyerTopic = (accountId: string, bventId: string) => `enquiry:buyer:${accountId}:${bventId}`;
const orgTopic = (orgId: string, bventId: string) => `enquiry:org:${orgId}:${bventId}`;

export function registerEnquiryFrames(
  realtime: Realtime,
  enquiry: EnquiryService,
  log: FastifyBaseLogger,
): void {
  const { hub } = realtime;

  enquiry.setNotify(async (news: EnquiryNews) => {
    const { bventId, id, state } = news;
    const told = await Promise.allSettled([
      hub.publish(buyerTopic(news.buyerAccountId, bventId), {
        frame: { type: 'enquiry.updated', bventId, id, state, audience: 'buyer' },
      }),
      hub.publish(orgTopic(news.orgId, bventId), {
        frame: { type: 'enquiry.updated', bventId, id, state, audience: 'exhibitor' },
      }),
    ]);
    // The change is stored and the call has succeeded: a bus that is down costs the pages their live update
    // (they read the lists again when they come back), never the answer, which a retry would store twice.
    for (const r of told)
      if (r.status === 'rejected') log.warn({ err: r.reason, enquiry: id }, 'enquiry news not published');
  });

  realtime.handle('enquiry.watch', async (conn, f) => {
    if (!conn.accountId) throw new BusinessError(ErrorCode.Unauthorized, 401);
    const orgs = await enquiry.hostOrgs(conn.accountId, f.bventId);
    hub.join(buyerTopic(conn.accountId, f.bventId), conn.id, conn);
    for (const org of orgs) hub.join(orgTopic(org, f.bventId), conn.id, conn);
    conn.send({ type: 'ok', ref: f.ref });
  });
}
