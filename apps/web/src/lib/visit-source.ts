/**
 * Where a visit came from (SPEC §2 "Query params handled": imv_id, f_ptype, agencyId): an inviter, the kind of
 * page that linked here, an agency. Taken off the address once read (as urf_ticket is) so a link copied from
 * the page does not pass someone else's source on, and kept for the tab's visit: tracking sends it as `pfrom`,
 * and the registration page of the authority gets it with the visitor's answers.
 */
export interface VisitSource {
  imv_id?: string;
  f_ptype?: string;
  agencyId?: string;
}

export const VISIT_SOURCE_PARAMS = ['imv_id', 'f_ptype', 'agencyId'] as const;

const KEY = 'showfloor.visitSource';
/** Longer values are not a source anyone sends; they are dropped, not stored. */
const MAX_LENGTH = 64;

/** The source params of an address: those present with a short, non-empty value. */
export function sourceOf(search: URLSearchParams): VisitSource {
  const found: VisitSource = {};
  for (const name of VISIT_SOURCE_PARAMS) {
    const value = search.get(name)?.trim();
    if (value && value.length <= MAX_LENGTH) found[name] = value;
  }
  return found;
}

/**
 * Reads the source params of the page's address into the visit (a link with a new source replaces the old one)
 * and takes them off the address, keeping the history entry's state (the router's). Call after hydration: the
 * server drew the address as it was asked.
 */
export function takeVisitSource(): void {
  const url = new URL(window.location.href);
  if (!VISIT_SOURCE_PARAMS.some((p) => url.searchParams.has(p))) return;
  const found = sourceOf(url.searchParams);
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
      ? sourceOf(new URLSearchParams(stored as Record<string, string>))
      : {};
  } catch {
    return {};
  }
}
