import { getBventSetting } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetBventSetting(app: FastifyInstance): void {
  registerCall(app, getBventSetting, ({ params }) => app.services.bvent.getSetting(params.bventId));
}
