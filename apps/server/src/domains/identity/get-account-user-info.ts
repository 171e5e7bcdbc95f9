import { HEADERS, getAccountUserInfo } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerGetAccountUserInfo(app: FastifyInstance): void {
  registerCall(app, getAccountUserInfo, ({ query, account, request }) => {
    const header = request.headers[HEADERS.event.toLowerCase()];
    return app.services.identity.userInfo(need(account), query.accountId, isGuid(header) ? header : null);
  });
}
