import type { TLanguage } from '@showfloor/contracts';
import { buildQueryString } from '../lib/query-string.ts';

/**
 * Every link of the app (DESIGN §4): full pathnames, because the same router serves /m/ (the mobile site)
 * and /pc/ (the desktop frame around it). Nothing else string-builds a URL.
 */
const MOBILE = '/m';
const PC = '/pc';

const seg = (s: string) => encodeURIComponent(s);

export const paths = {
  mobileBase: `${MOBILE}/`,
  home: (lang: TLanguage) => `${MOBILE}/${lang}`,
  exhibitor: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/exhibitor/${seg(id)}`,
  switchLanguage: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/switchLanguage/${seg(id)}`,
  notFound: (lang: TLanguage) => `${MOBILE}/${lang}/notfound`,
  forbidden: (lang: TLanguage) => `${MOBILE}/${lang}/forbidden`,
  noContent: (lang: TLanguage, q: { code?: string | number; routeName?: string; id?: string }) =>
    `${MOBILE}/${lang}/noContent${buildQueryString(q)}`,
  authTip: (lang: TLanguage, url: string, message?: string) =>
    `${MOBILE}/${lang}/authTip${buildQueryString({ type: 'auth', url, message })}`,
  serviceWorker: `${MOBILE}/service-worker.js`,

  /** The desktop frame of a mobile address: /m/en-US/x?y -> /pc/en-US/x?y. */
  pcOf: (mobilePathWithSearch: string) => PC + stripPrefix(mobilePathWithSearch, MOBILE),
  /** The mobile address a desktop frame shows: /pc/en-US/x?y -> /m/en-US/x?y. */
  mobileOf: (pcPathWithSearch: string) => MOBILE + stripPrefix(pcPathWithSearch, PC),
  /** Splits /m/<rest> into the part after the base, for language validation. */
  afterMobileBase: (pathname: string) => stripPrefix(pathname, MOBILE),
  /** Rebuilds a mobile path from a (validated) part after the base. */
  mobile: (afterBase: string) => MOBILE + (afterBase.startsWith('/') ? afterBase : `/${afterBase}`),
};

function stripPrefix(path: string, prefix: string): string {
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}
