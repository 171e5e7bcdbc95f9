import { getExhibitCategoryList } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetExhibitCategoryList(app: FastifyInstance): void {
  registerCall(app, getExhibitCategoryList, ({ body, lang, account }) =>
    app.services.product.categoryTree(body.bventId, lang, account?.accountId ?? null, body.exhibitorId),
  );
}
