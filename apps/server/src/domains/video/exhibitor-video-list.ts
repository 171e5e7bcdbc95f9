import { exhibitorVideoList } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerExhibitorVideoList(app: FastifyInstance): void {
  registerCall(app, exhibitorVideoList, ({ body, lang }) =>
    app.services.video.list(
      { bventId: body.bventId, ownerType: 'exhibitor', ownerId: body.exhibitorId, recommendedOnly: false },
      body,
      lang,
    ),
  );
}
