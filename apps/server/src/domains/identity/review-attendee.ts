import { reviewAttendee } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';

export function registerReviewAttendee(app: FastifyInstance): void {
  registerCall(app, reviewAttendee, ({ body }) =>
    app.services.identity.reviewAttendee(body.bventId, body.accountId, body.decision, body.note),
  );
}
