import { getProjectDetail } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetProjectDetail(app: FastifyInstance): void {
  registerCall(app, getProjectDetail, ({ query, lang, account }) =>
    app.services.project.detail(query.id, lang, account?.accountId ?? null),
  );
}
