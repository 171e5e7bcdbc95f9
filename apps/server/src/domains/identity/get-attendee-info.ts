import { getAttendeeInfo } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerGetAttendeeInfo(app: FastifyInstance): void {
  registerCall(app, getAttendeeInfo, ({ query, account }) => {
    const me = need(account);
    return app.services.identity.attendeeDetail(me, query.bventId, me.accountId);
  });
}
