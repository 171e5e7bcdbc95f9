import { trackEvent } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerTrackEvent(app: FastifyInstance): void {
  registerCall(app, trackEvent, ({ body }) => app.services.tracking.track(body));
}
