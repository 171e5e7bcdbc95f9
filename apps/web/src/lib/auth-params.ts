/**
 * The auth query params: uid, code (with state), miniProgramNotLogin and urf_ticket, on any /m/:lang
 * page. The decision is pure (tested); lib/auth-params-handler.ts carries it out, loaded only when one of
 * these params is present.
 */
export type AuthParamStep =
  /** The stored login is not this visitor's (another uid) or the host says nobody is logged in. */
  | { kind: 'clearLogin'; reason: 'otherUser' | 'miniProgramNotLogin' }
  /** A one-time login ticket to exchange for tokens. */
  | { kind: 'exchangeTicket'; ticket: string }
  /** A redirect sign-in that landed on this page. */
  | { kind: 'completeRedirect' };

export interface AuthParamPlan {
  steps: AuthParamStep[];
  /** Params to take off the address afterwards (the route is replaced, not pushed). */
  remove: string[];
}

/** Authorization response params besides code and state (RFC 9207 iss; session_state). */
const SIGNIN_RESPONSE_PARAMS = ['code', 'state', 'session_state', 'iss'];

/**
 * What to do about the auth params of an address; null when there are none. `skipSignin`: the page that
 * completes redirect sign-ins itself (silentLoginRedirect) keeps its code and state.
 */
export function planAuthParams(
  search: URLSearchParams,
  loggedInUserId: string | null,
  skipSignin = false,
): AuthParamPlan | null {
  const steps: AuthParamStep[] = [];
  const remove: string[] = [];
  let cleared = false;
  if (search.has('miniProgramNotLogin')) {
    remove.push('miniProgramNotLogin');
    const v = search.get('miniProgramNotLogin');
    // The flag's presence is the message; an explicit false/0 says the opposite.
    if (v !== 'false' && v !== '0' && loggedInUserId) {
      steps.push({ kind: 'clearLogin', reason: 'miniProgramNotLogin' });
      cleared = true;
    }
  }
  if (search.has('uid')) {
    remove.push('uid');
    const uid = search.get('uid') ?? '';
    if (!cleared && uid && loggedInUserId && uid.toLowerCase() !== loggedInUserId.toLowerCase()) {
      steps.push({ kind: 'clearLogin', reason: 'otherUser' });
      cleared = true;
    }
  }
  if (search.has('urf_ticket')) {
    remove.push('urf_ticket');
    const ticket = search.get('urf_ticket') ?? '';
    if (ticket) steps.push({ kind: 'exchangeTicket', ticket });
  }
  if (!skipSignin && search.has('code') && search.has('state')) {
    remove.push(...SIGNIN_RESPONSE_PARAMS.filter((p) => search.has(p)));
    steps.push({ kind: 'completeRedirect' });
  }
  return remove.length ? { steps, remove } : null;
}

/** The same address without `remove`, other params kept in order, empty values skipped. */
export function withoutParams(pathname: string, search: URLSearchParams, remove: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [k, v] of search) if (!remove.includes(k) && v !== '') kept.append(k, v);
  const s = kept.toString();
  return s ? `${pathname}?${s}` : pathname;
}

/** Only same-site paths are followed after login or logout: an absolute URL elsewhere is refused. */
export function safeReturnPath(target: string | null | undefined, fallback: string): string {
  if (!target) return fallback;
  try {
    const base = globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
