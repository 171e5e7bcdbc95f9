import { getExhibitorActivityDetail } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetExhibitorActivityDetail(app: FastifyInstance): void {
  registerCall(app, getExhibitorActivityDetail, ({ query, lang, account }) =>
    app.services.activity.detail(query.id, lang, account?.accountId ?? null),
  );
}
