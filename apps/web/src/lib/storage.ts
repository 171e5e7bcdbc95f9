/**
 * localStorage that never throws: private modes and sandboxed iframes (the /pc/ frame, mini-program
 * web-views) may deny storage, and a preference is never worth a crash.
 */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage denied: the preference lasts for this page only.
  }
}

export const STORAGE_KEYS = {
  /** The theme is stored persistently under this name. */
  theme: 'microSiteTheme',
  language: 'microSiteLanguage',
  /** The login marker: the logged-in account's id; absent means not logged in; logout removes it. */
  loginMarker: 'microSiteLogin',
  /** The current role, as encodeCurrentRole (`orgId:role`), the value of the current-org header. */
  currentOrg: 'microSiteCurrentOrg',
} as const;

/** A first-party cookie for a year, for what the server must know too (the visitor's zone, chosen language). */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Whether the cookie holds this value already (or any value, without one). */
export function hasCookie(name: string, value?: string): boolean {
  return document.cookie.includes(value === undefined ? `${name}=` : `${name}=${encodeURIComponent(value)}`);
}
