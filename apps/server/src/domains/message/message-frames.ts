import { ErrorCode } from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { MessageAudience, MessageNews, MessageService } from './message.service.ts';

/*
 * Instant messages over /ws: a signed-in socket that sends `im.watch` hears `im.message` and `im.read` of its own
 * conversations (as the person who wrote) and of its organizations' (as a member). A message reads the same in
 * every language, so there is one topic per person and one per organization at the event. What was missed while
 * a socket was away is read by seq (listMessages after N), never replayed here.
 */

const personTopic = (accountId: string, bventId: string) => `im:person:${accountId}:${bventId}`;
const orgTopic = (orgId: string, bventId: string) => `im:org:${orgId}:${bventId}`;

export function registerMessageFrames(realtime: Realtime, messages: MessageService): void {
  const { hub } = realtime;

  messages.setNotify(async (to: MessageAudience, news: MessageNews) => {
    const frame = { ...news, bventId: to.bventId };
    await Promise.all([
      hub.publish(personTopic(to.visitorAccountId, to.bventId), { frame }),
      hub.publish(orgTopic(to.orgId, to.bventId), { frame }),
    ]);
  });

  realtime.handle('im.watch', async (conn, f) => {
    if (!conn.accountId) throw new BusinessError(ErrorCode.Unauthorized, 401);
    const orgs = await messages.hostOrgs(conn.accountId, f.bventId);
    hub.join(personTopic(conn.accountId, f.bventId), conn.id, conn);
    for (const org of orgs) hub.join(orgTopic(org, f.bventId), conn.id, conn);
    conn.send({ type: 'ok', ref: f.ref });
  });
}
