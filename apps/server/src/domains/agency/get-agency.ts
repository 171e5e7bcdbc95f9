import { getAgency } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetAgency(app: FastifyInstance): void {
  registerCall(app, getAgency, ({ query, lang }) => app.services.agency.list(query.bventId, lang));
}
