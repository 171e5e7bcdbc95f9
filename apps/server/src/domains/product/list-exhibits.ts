import { listExhibits } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerListExhibits(app: FastifyInstance): void {
  registerCall(app, listExhibits, async ({ body, lang, account }) => {
    const { items, pager } = await app.services.product.list(body, lang, account?.accountId ?? null);
    return new Paged(items, pager);
  });
}
