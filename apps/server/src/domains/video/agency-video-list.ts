import { agencyVideoList } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerAgencyVideoList(app: FastifyInstance): void {
  registerCall(app, agencyVideoList, ({ body, lang }) =>
    app.services.video.list(
      { bventId: body.bventId, ownerType: 'agency', ownerId: body.agencyId, recommendedOnly: false },
      body,
      lang,
    ),
  );
}
