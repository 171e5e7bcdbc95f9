import { getTerms } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetTerms(app: FastifyInstance): void {
  // languageType is the call's own language field; it wins over the transport's lang.
  registerCall(app, getTerms, ({ query }) => app.services.terms.getTerms(query.bventId, query.languageType));
}
