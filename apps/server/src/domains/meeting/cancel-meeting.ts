import { cancelMeeting } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';
import { actingOrgOf } from './acting-org.ts';

export function registerCancelMeeting(app: FastifyInstance): void {
  registerCall(app, cancelMeeting, async ({ body, account, request, lang }) => {
    if (!account) throw notLoggedIn();
    const actingOrg = actingOrgOf(app, request, account.accountId, body.bventId);
    return app.services.meeting.cancel(body.bventId, body.negotiationId, account.accountId, actingOrg, lang);
  });
}
