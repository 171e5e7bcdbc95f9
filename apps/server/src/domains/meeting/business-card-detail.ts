import { businessCardDetail } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerBusinessCardDetail(app: FastifyInstance): void {
  registerCall(app, businessCardDetail, ({ query, account }) => {
    if (!account) throw notLoggedIn();
    return app.services.meeting.businessCard(account.accountId, query.userId);
  });
}
