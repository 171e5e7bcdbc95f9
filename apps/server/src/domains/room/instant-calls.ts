import {
  answerInstantMeeting,
  askInstantMeeting,
  cancelInstantMeeting,
  getInstantMeeting,
  pendingInstantMeetings,
} from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { actingRole } from '../../access/gates.ts';
import { need } from '../../http/authenticate.ts';
import { registerCall } from '../../http/register-call.ts';

/* The instant negotiation calls: ask and cancel (the buyer), answer and the ringing list (the exhibitor). */

export function registerAskInstantMeeting(app: FastifyInstance): void {
  registerCall(app, askInstantMeeting, ({ body, account, access, lang }) =>
    app.services.instant.ask(
      need(account).accountId,
      {
        orgId: access?.current?.orgId ?? null,
        role: access ? actingRole('chat', access.context) : null,
      },
      body,
      lang,
    ),
  );
}

export function registerCancelInstantMeeting(app: FastifyInstance): void {
  registerCall(app, cancelInstantMeeting, ({ body, account, lang }) =>
    app.services.instant.cancel(need(account).accountId, body.bventId, body.id, lang),
  );
}

export function registerAnswerInstantMeeting(app: FastifyInstance): void {
  registerCall(app, answerInstantMeeting, ({ body, account, lang }) =>
    app.services.instant.answer(need(account).accountId, body.bventId, body.id, body.accept, lang),
  );
}

export function registerGetInstantMeeting(app: FastifyInstance): void {
  registerCall(app, getInstantMeeting, ({ query, account, lang }) =>
    app.services.instant.get(need(account).accountId, query.bventId, query.id, lang),
  );
}

export function registerPendingInstantMeetings(app: FastifyInstance): void {
  registerCall(app, pendingInstantMeetings, ({ query, account, lang }) =>
    app.services.instant.ringing(need(account).accountId, query.bventId, lang),
  );
}
