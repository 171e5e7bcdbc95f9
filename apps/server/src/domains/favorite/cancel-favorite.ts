import { cancelFavorite } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerCancelFavorite(app: FastifyInstance): void {
  registerCall(app, cancelFavorite, ({ body, account }) => {
    // The collect gate has already required a caller; the favorite is always the caller's own.
    if (!account) throw notLoggedIn();
    return app.services.favorite.cancel(account.accountId, body);
  });
}
