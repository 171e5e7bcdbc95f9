import { listChatStocks } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerListChatStocks(app: FastifyInstance): void {
  registerCall(app, listChatStocks, async ({ body }) => ({
    timeLines: await app.services.meeting.stocks(body.bventId, body.receiveOrgId, body.oneDay),
  }));
}
