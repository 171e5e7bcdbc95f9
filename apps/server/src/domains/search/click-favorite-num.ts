import { clickFavoriteNum } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerClickFavoriteNum(app: FastifyInstance): void {
  registerCall(app, clickFavoriteNum, ({ body }) =>
    app.services.search.clickFavoriteNum(body.bventId, body.type, body.id),
  );
}
