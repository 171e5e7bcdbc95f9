import { getBventByExhibitionId } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

/** The event of a product: the event domain already answers it for GetBventByExhibitorIdOrExhibitId. */
export function registerGetBventByExhibitionId(app: FastifyInstance): void {
  registerCall(app, getBventByExhibitionId, ({ query, lang }) =>
    app.services.bvent.getBventOf({ exhibitId: query.exhibitId }, lang),
  );
}
