import { checkChatStatus } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerCheckChatStatus(app: FastifyInstance): void {
  registerCall(app, checkChatStatus, ({ body, account }) => {
    if (!account) throw notLoggedIn();
    return app.services.meeting.chatStatus(account.accountId, body.chatId, body.bventId, body.receiveOrgId);
  });
}
