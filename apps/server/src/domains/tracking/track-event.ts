import { trackEvent } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerTrackEvent(app: FastifyInstance): void {
  registerCall(app, trackEvent, async ({ body, account }) => {
    // Who viewed is who the token says, never whom the body names: anyone could otherwise record views in another
    // account's or organization's name. A view without a valid token is nobody's; an org only one the viewer is in.
    const viewer = account?.accountId;
    const orgId =
      viewer && isGuid(body.orgId) && (await app.services.access.isMember(viewer, body.orgId))
        ? body.orgId
        : undefined;
    return app.services.tracking.track({ ...body, accountId: viewer, userId: viewer, orgId });
  });
}
