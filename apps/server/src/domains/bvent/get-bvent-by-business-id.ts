import { getBventByBusinessId } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetBventByBusinessId(app: FastifyInstance): void {
  registerCall(app, getBventByBusinessId, ({ query, lang }) =>
    app.services.bvent.getBventOfBusiness(query, lang),
  );
}
