let cached: string | null = null;

/**
 * The viewer's IANA zone; server times (Beijing) are shown in it. UTC when the runtime cannot tell.
 * Read once per page load: building an Intl.DateTimeFormat is costly (tens of ms on a slow phone) and
 * components call this on every render.
 */
export function viewerTimeZone(): string {
  if (cached) return cached;
  try {
    cached = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    cached = 'UTC';
  }
  return cached;
}
