import type { TLanguage } from '@showfloor/contracts';
import { viewerTimeZone } from './time-zone.ts';

/** When something was sent, in the viewer's zone and language: day and time (a fair lasts days, not years). */
export function shortTime(iso: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone: viewerTimeZone(),
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
