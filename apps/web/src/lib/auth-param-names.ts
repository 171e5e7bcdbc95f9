/**
 * Whether an address carries one of the auth params (uid, code, urf_ticket, ...): a cheap test in the first
 * chunk, so the code that handles them (lib/auth-params-handler.ts) loads only when needed.
 */
export function hasAuthParams(search: URLSearchParams): boolean {
  return (
    search.has('urf_ticket') ||
    search.has('uid') ||
    search.has('miniProgramNotLogin') ||
    (search.has('code') && search.has('state'))
  );
}
