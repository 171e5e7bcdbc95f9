import { ErrorCode, LANGUAGES, type TLanguage } from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { InstantAudience, InstantService } from './instant.service.ts';
import type { InstantView } from './instant.repository.ts';

/*
 * Instant negotiation over /ws: a signed-in socket that sends `instant.watch` hears `instant.update` for the
 * requests it asked (a buyer) and those to the organizations it answers for (an exhibitor's member). A request
 * shows the exhibitor's name in the reader's language, so each topic is one language's: a change is published
 * once per language (a handful of bus messages, a few times per request).
 */

const buyerTopic = (accountId: string, bventId: string, lang: TLanguage) =>
  `instant:buyer:${accountId}:${bventId}:${lang}`;
const orgTopic = (orgId: string, bventId: string, lang: TLanguage) =>
  `instant:org:${orgId}:${bventId}:${lang}`;

export function registerInstantFrames(realtime: Realtime, instant: InstantService): void {
  const { hub } = realtime;

  instant.setNotify(async (to: InstantAudience, view: InstantView) => {
    await Promise.all(
      LANGUAGES.flatMap((lang) => {
        const frame = { type: 'instant.update' as const, request: instant.toRequest(view, lang) };
        return [
          hub.publish(buyerTopic(to.buyerId, to.bventId, lang), { frame }),
          hub.publish(orgTopic(to.orgId, to.bventId, lang), { frame }),
        ];
      }),
    );
  });

  realtime.handle('instant.watch', async (conn, f) => {
    if (!conn.accountId) throw new BusinessError(ErrorCode.Unauthorized, 401);
    const accountId = conn.accountId;
    const orgs = await instant.hostOrgs(accountId, f.bventId);
    hub.join(buyerTopic(accountId, f.bventId, conn.lang), conn.id, conn);
    for (const org of orgs) hub.join(orgTopic(org, f.bventId, conn.lang), conn.id, conn);
    conn.send({ type: 'ok', ref: f.ref });
    // What rang while this socket was away: the buyer's own request, the organizations' ringing ones.
    const [own, ringing] = await Promise.all([
      instant.waitingOf(accountId, f.bventId, conn.lang),
      orgs.length ? instant.ringing(accountId, f.bventId, conn.lang) : Promise.resolve([]),
    ]);
    for (const request of [...(own ? [own] : []), ...ringing]) conn.send({ type: 'instant.update', request });
  });
}
