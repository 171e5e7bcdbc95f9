import { getHomeRecommend } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetHomeRecommend(app: FastifyInstance): void {
  registerCall(app, getHomeRecommend, ({ query, lang, account }) =>
    app.services.pavilion.recommend(query.bventId, lang, account?.accountId ?? null),
  );
}
