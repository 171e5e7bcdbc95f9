import { listActivityHall } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerListActivityHall(app: FastifyInstance): void {
  registerCall(app, listActivityHall, async ({ body, lang, account }) => {
    const { items, pager } = await app.services.activityHall.hall(body, lang, account?.accountId ?? null);
    return new Paged(items, pager);
  });
}
