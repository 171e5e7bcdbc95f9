/** A day from the address, kept only when it is one of the fair's (anything else shows every day). */
export function hallDayOf(raw: string | null, days: readonly string[]): string | null {
  return raw && days.includes(raw) ? raw : null;
}
