import { isFavorite } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerIsFavorite(app: FastifyInstance): void {
  registerCall(app, isFavorite, ({ body, account }) => {
    // The collect gate has already required a caller; the favorite is always the caller's own.
    if (!account) throw notLoggedIn();
    return app.services.favorite.isFavorite(account.accountId, body);
  });
}
