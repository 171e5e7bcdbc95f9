import { registerActivity } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerRegisterActivity(app: FastifyInstance): void {
  registerCall(app, registerActivity, ({ body, account }) => {
    if (!account) throw notLoggedIn();
    return app.services.activityRegistration.register(body.activityId, account.accountId);
  });
}
