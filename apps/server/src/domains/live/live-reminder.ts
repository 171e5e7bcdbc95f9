import { ErrorCode } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../http/errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';

/*
 * The reminder when a reserved live goes on air, over the page's one /ws: a signed-in socket that sends
 * `livestream.watch` for an event joins its person's topic there, and `livestream.started` reaches every socket of
 * every account that reserved the live, on every gateway (the hub's bus is Redis when REDIS_URL is set). News only,
 * the same in every language: the page's notice reads the live in its own. A socket away at that moment misses
 * it; the live page itself shows the live's state when opened.
 */

const reserverTopic = (accountId: string, bventId: string) => `livestream:reserver:${accountId}:${bventId}`;

export function registerLiveReminderFrames(realtime: Realtime): void {
  realtime.handle('livestream.watch', async (conn, f) => {
    if (!conn.accountId) throw new BusinessError(ErrorCode.Unauthorized, 401);
    realtime.hub.join(reserverTopic(conn.accountId, f.bventId), conn.id, conn);
    conn.send({ type: 'ok', ref: f.ref });
  });
}

/**
 * Tells every account that reserved the live that it is on air; answers how many accounts were told. Called by
 * the broadcaster's side when the live goes on air. A bus that is down costs the reminder, never the broadcast.
 */
export async function announceLiveStarted(
  app: Pick<FastifyInstance, 'services' | 'realtime' | 'log'>,
  liveId: string,
): Promise<number> {
  const audience = await app.services.live.reservers(liveId);
  if (!audience) return 0;
  const { bventId, accountIds } = audience;
  const told = await Promise.allSettled(
    accountIds.map((accountId) =>
      app.realtime.hub.publish(reserverTopic(accountId, bventId), {
        frame: { type: 'livestream.started', bventId, liveId },
      }),
    ),
  );
  for (const r of told)
    if (r.status === 'rejected') app.log.warn({ err: r.reason, live: liveId }, 'live reminder not published');
  return accountIds.length;
}
