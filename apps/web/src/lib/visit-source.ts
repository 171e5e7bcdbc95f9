import { VISIT_SOURCE_PARAMS, type VisitSource, visitSourceOf } from '@showfloor/domain';

/**
 * The visit's source (imv_id, f_ptype, agencyId: @showfloor/domain visit-source), taken off the address once read
 * (as urf_ticket is) so a link copied from the page does not pass someone else's source on, and kept for the tab's
 * visit: tracking sends it as `pfrom`, and the authority's registration page gets it with the visitor's answers.
 */
const KEY = 'showfloor.visitSource';

/**
 * Reads the source params of the page's address into the visit (a link with a new source replaces the old one)
 * and takes them off the address, keeping the history entry's state (the router's). Call after hydration: the
 * server drew the address as it was asked.
 */
export function takeVisitSource(): void {
  const url = new URL(window.location.href);
  if (!VISIT_SOURCE_PARAMS.some((p) => url.searchParams.has(p))) return;
  const found = visitSourceOf((n) => url.searchParams.get(n));
  if (Object.keys(found).length > 0) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(found));
    } catch {
      // Storage refused (private mode, quota): the visit goes on without its source.
    }
  }
  for (const p of VISIT_SOURCE_PARAMS) url.searchParams.delete(p);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** The visit's source, if a link brought one. */
export function visitSource(): VisitSource {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return stored && typeof stored === 'object'
      ? visitSourceOf((n) => (stored as Record<string, unknown>)[n])
      : {};
  } catch {
    return {};
  }
}
