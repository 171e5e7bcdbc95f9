import { videoHall, videoHallCategories } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerVideoHall(app: FastifyInstance): void {
  registerCall(app, videoHall, ({ body, lang, account }) =>
    app.services.videoHall.list(body, lang, account?.accountId ?? null),
  );
}

export function registerVideoHallCategories(app: FastifyInstance): void {
  registerCall(app, videoHallCategories, ({ body, lang, account }) =>
    app.services.videoHall.categories(body.bventId, lang, account?.accountId ?? null),
  );
}
