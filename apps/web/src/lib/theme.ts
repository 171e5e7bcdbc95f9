import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

export type ThemeMode = 'light' | 'dark';

/** The stored theme (microSiteTheme); without one, the system's preference. */
export function storedTheme(): ThemeMode {
  const v = readStored(STORAGE_KEYS.theme);
  if (v === 'light' || v === 'dark') return v;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(mode: ThemeMode, persist = false): void {
  // antd-mobile's dark variables hang off this attribute.
  document.documentElement.setAttribute('data-prefers-color-scheme', mode);
  document.documentElement.style.colorScheme = mode;
  if (persist) writeStored(STORAGE_KEYS.theme, mode);
}

/** The event's accent colour; only a plain CSS colour is accepted, so organizer data cannot inject CSS. */
export function applyAccent(color: string | null | undefined): void {
  const root = document.documentElement.style;
  if (color && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i.test(color.trim())) {
    root.setProperty('--adm-color-primary', color.trim());
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color.trim());
  } else {
    root.removeProperty('--adm-color-primary');
  }
}
