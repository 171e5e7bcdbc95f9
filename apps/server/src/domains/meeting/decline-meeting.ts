import { declineMeeting } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerDeclineMeeting(app: FastifyInstance): void {
  registerCall(app, declineMeeting, ({ body, access, lang }) =>
    app.services.meeting.decline(body.bventId, body.negotiationId, access?.current?.orgId ?? null, lang),
  );
}
