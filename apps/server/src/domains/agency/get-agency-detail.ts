import { getAgencyDetail } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetAgencyDetail(app: FastifyInstance): void {
  registerCall(app, getAgencyDetail, ({ query, lang }) => app.services.agency.detail(query.id, lang));
}
