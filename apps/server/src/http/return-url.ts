/**
 * A return URL we may send a browser to: a path on this origin only. Anything else (another host, a
 * protocol-relative `//host`, a backslash trick, control characters, an over-long value) becomes `fallback`,
 * so a crafted link cannot turn the cashier or the registration pages into an open redirect.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const parsed = new URL(value, 'http://same.invalid');
    if (parsed.origin !== 'http://same.invalid') return fallback;
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return fallback;
  }
}
