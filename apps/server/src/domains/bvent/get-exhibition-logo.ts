import { getExhibitionLogo } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerGetExhibitionLogo(app: FastifyInstance): void {
  registerCall(app, getExhibitionLogo, ({ query, lang }) => app.services.bvent.getLogo(query.bventId, lang));
}
