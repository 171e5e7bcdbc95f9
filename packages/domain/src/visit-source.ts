/**
 * Where a visit came from (query params imv_id, f_ptype, agencyId): an inviter, the kind of
 * page that linked here, an agency. The browser keeps it for the visit (tracking's pfrom) and hands it to the
 * registration page, which stores it with a visitor's answers.
 */
export interface VisitSource {
  imv_id?: string;
  f_ptype?: string;
  agencyId?: string;
}

export const VISIT_SOURCE_PARAMS = ['imv_id', 'f_ptype', 'agencyId'] as const;

/** Longer values are not a source anyone sends: dropped, never stored. */
const MAX_LENGTH = 64;

/** The source params among some values (an address's query, a form's fields): trimmed, short and non-empty. */
export function visitSourceOf(get: (name: string) => unknown): VisitSource {
  const found: VisitSource = {};
  for (const name of VISIT_SOURCE_PARAMS) {
    const raw = get(name);
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value && value.length <= MAX_LENGTH) found[name] = value;
  }
  return found;
}
