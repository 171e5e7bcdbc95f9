import { reviewAttendee } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerReviewAttendee(app: FastifyInstance): void {
  registerCall(app, reviewAttendee, ({ body, account }) =>
    app.services.identity.reviewAttendee(body.bventId, body.accountId, body.decision, body.note, {
      accountId: need(account).accountId,
      at: new Date(app.clock.now()),
    }),
  );
}
