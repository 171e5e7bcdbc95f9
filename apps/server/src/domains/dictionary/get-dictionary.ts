import { getDictionary } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetDictionary(app: FastifyInstance): void {
  registerCall(app, getDictionary, ({ query }) =>
    app.services.dictionary.records(query.bventId ?? null, query.language),
  );
}
