import { ErrorCode, HEADERS, type TGate, type TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notLoggedIn } from '../http/authenticate.ts';
import { BusinessError, ValidationError } from '../http/errors.ts';
import type { TokenOwner } from '../sso/port.ts';
import { clientHostOf, type ResolvedAccess } from './access.service.ts';
import { checkGate } from './gates.ts';

function field(source: unknown, name: string): unknown {
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
}

/** The event a gated call acts at: bventId of the params, query or body, else the Bvent-Id header. */
export function eventOfCall(
  request: FastifyRequest,
  input: { params: unknown; query: unknown; body: unknown },
) {
  for (const source of [input.params, input.query, input.body]) {
    const id = field(source, 'bventId');
    if (isGuid(id)) return id;
  }
  const header = request.headers[HEADERS.event.toLowerCase()];
  return isGuid(header) ? header : null;
}

/** The refusals of a caller who lacks the gate's role (gates.ts refusalOf). */
const ROLE_REFUSALS = ['access_only_buyers', 'access_only_exhibitors', 'access_no_identity'];

/** 403 / 40300: the not_permission message, followed by the specific reason in the request's language. */
export async function forbidden(
  app: FastifyInstance,
  messageKey: string | null,
  lang: TLanguage,
  bventId: string | null,
): Promise<BusinessError> {
  const reason = messageKey ? await app.services.dictionary.translate(messageKey, lang, bventId) : null;
  return new BusinessError(ErrorCode.Forbidden, 403, reason ?? undefined);
}

/**
 * The caller at the event, resolved from the database the way every gate resolves them: the Current-Org
 * header, then the stored choice. For the calls that need the caller's role or org without a gate.
 */
export function resolveCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: string,
  bventId: string,
): Promise<ResolvedAccess> {
  return app.services.access.resolve({
    accountId,
    bventId,
    currentOrg: request.headers[HEADERS.currentOrg.toLowerCase()] as string | undefined,
    host: clientHostOf(request.headers[HEADERS.host.toLowerCase()]),
  });
}

/**
 * The server's lock for a gated call: resolves the caller at the event from the database and runs the same
 * domain rule as the client's hook. Throws the refusal (nothing of the handler runs); returns the context.
 */
export async function enforceGate(
  app: FastifyInstance,
  request: FastifyRequest,
  gate: TGate | readonly TGate[],
  account: TokenOwner | null,
  input: { params: unknown; query: unknown; body: unknown },
  lang: TLanguage,
  refusedAs?: string,
): Promise<ResolvedAccess> {
  if (!account) throw notLoggedIn();
  const bventId = eventOfCall(request, input);
  if (!bventId)
    throw new ValidationError([
      { path: 'bventId', message: 'the event (bventId or Bvent-Id header) is required' },
    ]);
  const access = await resolveCaller(app, request, account.accountId, bventId);
  const gates: readonly TGate[] = typeof gate === 'string' ? [gate] : gate;
  const refusal = gates.map((g) => checkGate(g, access)).find((r) => r !== null) ?? null;
  if (!refusal) return access;
  if (refusal.status === 401) throw notLoggedIn();
  // The call's own words for a caller without the role ("only buyers may publish demand").
  const key = refusedAs && ROLE_REFUSALS.includes(refusal.messageKey ?? '') ? refusedAs : refusal.messageKey;
  throw await forbidden(app, key, lang, bventId);
}
