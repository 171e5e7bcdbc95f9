import { confirmMeeting } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerConfirmMeeting(app: FastifyInstance): void {
  registerCall(app, confirmMeeting, ({ body, access, lang }) =>
    app.services.meeting.confirm(body.bventId, body.negotiationId, access?.current?.orgId ?? null, lang),
  );
}
