import { searchProducts } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerSearchProducts(app: FastifyInstance): void {
  registerCall(app, searchProducts, ({ query, body, lang, account }) =>
    app.services.search.products(body, query, lang, account?.accountId ?? null),
  );
}
