import { exhibitorOfflineBoothNumberQuery } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerExhibitorOfflineBoothNumberQuery(app: FastifyInstance): void {
  registerCall(app, exhibitorOfflineBoothNumberQuery, ({ body, lang }) =>
    app.services.meeting.boothNumber(body.bventId, body.exhibitorOrgId, lang),
  );
}
