import { getShopDecorate } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetShopDecorate(app: FastifyInstance): void {
  registerCall(app, getShopDecorate, ({ query, lang, account }) =>
    app.services.exhibitor.getShopDecorate(query.id, lang, account?.accountId ?? null),
  );
}
