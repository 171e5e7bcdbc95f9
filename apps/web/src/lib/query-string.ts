export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * A query string from an object, '?'-prefixed, or '' when nothing is left (empty strings, undefined
 * values and empty arrays are skipped; null too, as the gateway cannot tell it from absent). Arrays repeat
 * the key, the form every gateway framework parses.
 */
export function buildQueryString(query: Readonly<Record<string, unknown>> | undefined | null): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isPresent(item)) params.append(key, String(item));
    } else if (isPresent(value)) {
      params.append(key, String(value));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && typeof value !== 'object';
}

/** Substitutes `:name` segments of a contract path, encoded; a missing param is a programming error. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}
