/** The viewer's IANA zone; server times (Beijing) are shown in it. UTC when the runtime cannot tell. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
