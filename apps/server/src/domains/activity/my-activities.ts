import { myActivities } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { Paged } from '../../http/envelope.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerMyActivities(app: FastifyInstance): void {
  registerCall(app, myActivities, async ({ body, lang, account }) => {
    if (!account) throw notLoggedIn();
    const { items, pager } = await app.services.activityHall.mine(body, lang, account.accountId);
    return new Paged(items, pager);
  });
}
