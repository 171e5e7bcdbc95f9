import { getActivitySeat } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerGetActivitySeat(app: FastifyInstance): void {
  registerCall(app, getActivitySeat, ({ query, account }) => {
    if (!account) throw notLoggedIn();
    return app.services.activityRegistration.seat(query.activityId, account.accountId);
  });
}
