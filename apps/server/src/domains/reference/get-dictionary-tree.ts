import { getDictionaryTree } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetDictionaryTree(app: FastifyInstance): void {
  registerCall(app, getDictionaryTree, ({ query, lang }) =>
    app.services.reference.areaTree(query.level, lang),
  );
}
