import { listExhibitorActivities } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerListExhibitorActivities(app: FastifyInstance): void {
  registerCall(app, listExhibitorActivities, async ({ body, lang, account }) => {
    const { items, pager } = await app.services.activity.list(body, lang, account?.accountId ?? null);
    return new Paged(items, pager);
  });
}
