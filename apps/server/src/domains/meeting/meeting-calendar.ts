import { meetingCalendar } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';
import { actingOrgOf } from './acting-org.ts';

export function registerMeetingCalendar(app: FastifyInstance): void {
  registerCall(app, meetingCalendar, async ({ query, account, request, lang }) => {
    if (!account) throw notLoggedIn();
    const actingOrg = actingOrgOf(app, request, account.accountId, query.bventId);
    return app.services.meeting.calendar(
      query.bventId,
      query.negotiationId,
      account.accountId,
      actingOrg,
      lang,
    );
  });
}
