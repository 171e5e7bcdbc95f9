import { getAttendeeInfoByAccountId } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerGetAttendeeInfoByAccountId(app: FastifyInstance): void {
  registerCall(app, getAttendeeInfoByAccountId, ({ query, account }) =>
    app.services.identity.attendeeDetail(need(account), query.bventId, query.accountId),
  );
}
