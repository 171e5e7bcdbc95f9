import type { TLanguage } from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { INTL_LOCALES } from '../../../lib/intl-locale.ts';

const formats = new Map<TLanguage, Intl.DateTimeFormat>();

/**
 * A fair day 'YYYY-MM-DD' as a chip's words ('Tue, Dec 8'), the day as Beijing has it: the day the activities'
 * times are written in, the same wherever the visitor is.
 */
export function hallDayLabel(day: string, lang: TLanguage): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALES[lang], {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'Asia/Shanghai',
    });
    formats.set(lang, f);
  }
  return f.format(beijingToEpoch(`${day} 12:00:00`));
}

/** A day from the address, kept only when it is one of the fair's (anything else shows every day). */
export function hallDayOf(raw: string | null, days: readonly string[]): string | null {
  return raw && days.includes(raw) ? raw : null;
}
