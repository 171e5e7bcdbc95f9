import { getDecorationData } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetDecorationData(app: FastifyInstance): void {
  registerCall(app, getDecorationData, ({ query }) => app.services.bvent.getDecoration(query.bventId));
}
