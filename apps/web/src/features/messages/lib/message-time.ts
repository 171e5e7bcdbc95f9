import type { TLanguage } from '@showfloor/contracts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';

/** When a message was sent, in the viewer's zone and language: day and time (a fair lasts days, not years). */
export function messageTime(iso: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone: viewerTimeZone(),
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
