import { IDEMPOTENCY_HEADER, reserveChat } from '@showfloor/contracts';
import { benefitAllows } from '@showfloor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actingRole } from '../../access/gates.ts';
import { notLoggedIn } from '../../http/authenticate.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerCall } from '../../http/register-call.ts';

const KEY_MAX = 100;

/** The Idempotency-Key header: absent or empty means none; longer than 100 characters is bad input. */
function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key.length > KEY_MAX)
    throw new ValidationError([
      { path: `headers.${IDEMPOTENCY_HEADER}`, message: `must be at most ${KEY_MAX} characters` },
    ]);
  return key || null;
}

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
