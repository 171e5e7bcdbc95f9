import { getSearchBventDecorate } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetSearchBventDecorate(app: FastifyInstance): void {
  registerCall(app, getSearchBventDecorate, ({ query, lang }) =>
    app.services.reference.searchDecoration(query.bventId, lang),
  );
}
