import { ErrorCode } from '@showfloor/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { BusinessError } from '../../http/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { DemandNews, DemandService } from './demand.service.ts';

/*
 * The supply-and-demand hall over /ws: a signed-in socket that sends `demand.watch` hears `demand.updated` of the
 * demands it published at the event (an exhibitor's reply, the organizer's decision). News only, the same in every
 * language, so one topic per buyer and event; what was missed while away is read again, never replayed.
 */

const buyerTopic = (accountId: string, bventId: string) => `demand:buyer:${accountId}:${bventId}`;

export function registerDemandFrames(
  realtime: Realtime,
  demand: DemandService,
  log: FastifyBaseLogger,
): void {
  const { hub } = realtime;

  demand.setNotify(async (news: DemandNews) => {
    const { bventId, id, state, replyCount } = news;
    // Stored already and the call succeeded: a bus that is down costs the page its live update, never the answer.
    await hub
      .publish(buyerTopic(news.buyerAccountId, bventId), {
        frame: { type: 'demand.updated', bventId, id, state, replyCount },
      })
      .catch((err: unknown) => log.warn({ err, demand: id }, 'demand news not published'));
  });

  realtime.handle('demand.watch', async (conn, f) => {
    if (!conn.accountId) throw new BusinessError(ErrorCode.Unauthorized, 401);
    hub.join(buyerTopic(conn.accountId, f.bventId), conn.id, conn);
    conn.send({ type: 'ok', ref: f.ref });
  });
}
