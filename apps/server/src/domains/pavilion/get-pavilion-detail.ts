import { getPavilionDetail } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerGetPavilionDetail(app: FastifyInstance): void {
  registerCall(app, getPavilionDetail, async ({ query, lang, account }) => {
    const { item, pager } = await app.services.pavilion.detail(
      query.id,
      query,
      lang,
      account?.accountId ?? null,
    );
    return new Paged(item, pager);
  });
}
