import { getPayPageUrl } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerGetPayPageUrl(app: FastifyInstance): void {
  registerCall(app, getPayPageUrl, ({ params, query, account, lang }) =>
    app.services.identity.payPageUrl(need(account), params.bventId, query.orderId, query.returnUrl, lang),
  );
}
