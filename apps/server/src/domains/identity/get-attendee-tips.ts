import { getAttendeeTips } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerGetAttendeeTips(app: FastifyInstance): void {
  registerCall(app, getAttendeeTips, ({ params, query, account, lang }) =>
    app.services.identity.attendeeTips(need(account), params.bventId, query.accountId, lang, query.returnUrl),
  );
}
