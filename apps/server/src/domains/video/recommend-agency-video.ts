import { recommendAgencyVideo } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerRecommendAgencyVideo(app: FastifyInstance): void {
  registerCall(app, recommendAgencyVideo, ({ body, lang }) =>
    app.services.video.list(
      { bventId: body.bventId, ownerType: 'agency', ownerId: body.agencyId, recommendedOnly: true },
      body,
      lang,
    ),
  );
}
