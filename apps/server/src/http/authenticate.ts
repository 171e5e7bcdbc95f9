import { type CallAuth, ErrorCode, HEADERS } from '@showfloor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenOwner } from '../sso/port.ts';
import { BusinessError } from './errors.ts';

/** The bearer token of the Authorization header, or null (another scheme, empty, or absurdly long). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers[HEADERS.authorization.toLowerCase()];
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,4096})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export const notLoggedIn = () => new BusinessError(ErrorCode.Unauthorized, 401);

/**
 * Who calls: 'required' (and every gated call) answers 401 / 40100 without a valid token;
 * 'optional' resolves the account when a valid token is present and treats a missing or invalid one as
 * anonymous (a public page must not bounce a visitor with a stale token to login); 'none' never looks.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: CallAuth,
  gated: boolean,
): Promise<TokenOwner | null> {
  const needed = auth === 'required' || gated;
  if (auth === 'none' && !gated) return null;
  const token = bearerToken(request);
  let owner: TokenOwner | null = null;
  // Until the authority is mounted nobody can be logged in.
  if (token && app.hasDecorator('sso')) owner = await app.sso.verifyAccessToken(token);
  if (!owner && needed) throw notLoggedIn();
  request.account = owner;
  return owner;
}

/** The account of a call whose contract requires one (register-call has already answered 401 otherwise). */
export function need(account: TokenOwner | null): TokenOwner {
  if (!account) throw notLoggedIn();
  return account;
}
