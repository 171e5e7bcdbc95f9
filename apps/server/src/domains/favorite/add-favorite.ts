import { addFavorite } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerAddFavorite(app: FastifyInstance): void {
  registerCall(app, addFavorite, ({ body, account }) => {
    // The collect gate has already required a caller; the favorite is always the caller's own.
    if (!account) throw notLoggedIn();
    // Who is looking, asked only for content restricted to one region's buyers.
    return app.services.favorite.add(account.accountId, body, () =>
      app.services.access.viewer(account.accountId, body.bventId),
    );
  });
}
