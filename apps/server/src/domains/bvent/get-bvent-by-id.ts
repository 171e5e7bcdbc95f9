import { getBventById } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetBventById(app: FastifyInstance): void {
  registerCall(app, getBventById, ({ query, lang }) => app.services.bvent.getBvent(query.bventId, lang));
}
