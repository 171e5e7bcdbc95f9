import { reserveChat } from '@showfloor/contracts';
import { benefitAllows } from '@showfloor/domain';
import type { FastifyInstance } from 'fastify';
import { actingRole } from '../../access/gates.ts';
import { notLoggedIn } from '../../http/authenticate.ts';
import { idempotencyKey } from '../../http/idempotency.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerReserveChat(app: FastifyInstance): void {
  registerCall(app, reserveChat, ({ body, account, access, request }) => {
    if (!account) throw notLoggedIn();
    const key = idempotencyKey(request);
    const acting = {
      orgId: access?.current?.orgId ?? null,
      role: access ? actingRole('chat', access.context) : null,
      mayShareCard: benefitAllows('BusinessCard', access?.context.benefits ?? null),
    };
    return app.services.meeting.reserve(account.accountId, acting, body, key);
  });
}
