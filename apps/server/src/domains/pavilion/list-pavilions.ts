import { listPavilions } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerListPavilions(app: FastifyInstance): void {
  registerCall(app, listPavilions, ({ query, lang, account }) =>
    app.services.pavilion.list(query.bventId, lang, account?.accountId ?? null),
  );
}
