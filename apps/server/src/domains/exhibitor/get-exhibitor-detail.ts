import { getExhibitorDetail } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetExhibitorDetail(app: FastifyInstance): void {
  registerCall(app, getExhibitorDetail, ({ query, lang, account }) =>
    app.services.exhibitor.getDetail(query.id, lang, query.mSiteId, account?.accountId ?? null),
  );
}
