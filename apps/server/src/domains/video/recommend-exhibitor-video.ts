import { recommendExhibitorVideo } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerRecommendExhibitorVideo(app: FastifyInstance): void {
  registerCall(app, recommendExhibitorVideo, ({ body, lang }) =>
    app.services.video.list(
      { bventId: body.bventId, ownerType: 'exhibitor', ownerId: body.exhibitorId, recommendedOnly: true },
      body,
      lang,
    ),
  );
}
