import { listExhibitors } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

/** ExhibitorClient/List lives with the pavilions: both page through the fair's exhibitor cards. */
export function registerListExhibitors(app: FastifyInstance): void {
  registerCall(app, listExhibitors, async ({ body, lang, account }) => {
    const { items, pager } = await app.services.pavilion.exhibitors(body, lang, account?.accountId ?? null);
    return new Paged(items, pager);
  });
}
