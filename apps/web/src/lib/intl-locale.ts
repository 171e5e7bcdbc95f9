import type { TLanguage } from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';

/**
 * The Intl locale each site language formats dates in, one table so every feature's dates read alike: 'zh' is the
 * site's Simplified Chinese, so it formats as 'zh-CN' does.
 */
export const INTL_LOCALES: Record<TLanguage, string> = {
  'zh-CN': 'zh-CN',
  zh: 'zh-CN',
  'en-US': 'en-US',
  'zh-HK': 'zh-HK',
  'pt-PT': 'pt-PT',
};

const dayFormats = new Map<TLanguage, Intl.DateTimeFormat>();

/**
 * A fair day 'YYYY-MM-DD' as a chip's words ('Tue, Dec 8'), the day as Beijing has it: the day the fair's times
 * (activities, lives) are written in, the same wherever the visitor is.
 */
export function fairDayLabel(day: string, lang: TLanguage): string {
  let f = dayFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALES[lang], {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'Asia/Shanghai',
    });
    dayFormats.set(lang, f);
  }
  return f.format(beijingToEpoch(`${day} 12:00:00`));
}
