import { getCategoryByBventId } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetCategoryByBventId(app: FastifyInstance): void {
  registerCall(app, getCategoryByBventId, ({ body, lang, account }) =>
    app.services.product.categoryTree(body.bventId, lang, account?.accountId ?? null),
  );
}
