import { getBventByExhibitorIdOrExhibitId } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetBventByExhibitorIdOrExhibitId(app: FastifyInstance): void {
  registerCall(app, getBventByExhibitorIdOrExhibitId, ({ query, lang }) =>
    app.services.bvent.getBventOf(query, lang),
  );
}
