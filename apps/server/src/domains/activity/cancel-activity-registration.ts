import { cancelActivityRegistration } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerCancelActivityRegistration(app: FastifyInstance): void {
  registerCall(app, cancelActivityRegistration, ({ body, account }) => {
    if (!account) throw notLoggedIn();
    return app.services.activityRegistration.cancel(body.activityId, account.accountId);
  });
}
