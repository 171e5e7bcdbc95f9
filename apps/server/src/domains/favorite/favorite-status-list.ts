import { favoriteStatusList } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';
import { visibleTo } from '../shared/shown.ts';

export function registerFavoriteStatusList(app: FastifyInstance): void {
  registerCall(app, favoriteStatusList, ({ body, account }) => {
    // Only the caller's own favorites are looked up: no account id is taken from the request.
    if (!account) throw notLoggedIn();
    return app.services.favorite.statusList(
      account.accountId,
      body.bventId,
      body.targetType,
      body.targetIds,
      () =>
        visibleTo((id, bventId) => app.services.access.viewer(id, bventId), account.accountId, body.bventId),
    );
  });
}
