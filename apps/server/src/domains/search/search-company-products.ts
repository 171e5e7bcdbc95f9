import { searchCompanyProducts } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerSearchCompanyProducts(app: FastifyInstance): void {
  registerCall(app, searchCompanyProducts, ({ query, body, lang, account }) =>
    app.services.search.companyProducts(body.companyIds, query.size, lang, account?.accountId ?? null),
  );
}
