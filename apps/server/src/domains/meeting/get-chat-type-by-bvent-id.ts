import { getChatTypeByBventId } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetChatTypeByBventId(app: FastifyInstance): void {
  registerCall(app, getChatTypeByBventId, ({ query }) => app.services.meeting.chatTypes(query.bventId));
}
