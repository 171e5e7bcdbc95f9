import { getExhibitDetail } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetExhibitDetail(app: FastifyInstance): void {
  registerCall(app, getExhibitDetail, ({ query, lang, account }) =>
    app.services.product.detail(query.id, lang, account?.accountId ?? null),
  );
}
