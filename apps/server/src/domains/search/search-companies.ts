import { searchCompanies } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerSearchCompanies(app: FastifyInstance): void {
  registerCall(app, searchCompanies, ({ query, body, lang, account }) =>
    app.services.search.companies(body, query, lang, account?.accountId ?? null),
  );
}
