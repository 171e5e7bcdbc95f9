import { Link } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fairDayLabel } from '../../../lib/intl-locale.ts';

interface Props {
  /** The fair's days (Beijing dates). */
  days: readonly string[];
  selected: string | null;
  lang: TLanguage;
  /** The hall's address for a day (null: every day). */
  hrefOf: (day: string | null) => string;
}

/** The day filter: "all days" and each fair day, as links (the day is in the address, so a shared link keeps it). */
export function HallDayChips({ days, selected, lang, hrefOf }: Props) {
  const { t } = useTranslation();
  const chip = (day: string | null, text: string) => (
    <Link
      key={day ?? 'all'}
      to={hrefOf(day)}
      replace
      className={day === selected ? 'sf-act-day sf-act-day--on' : 'sf-act-day'}
      aria-current={day === selected ? 'true' : undefined}
      data-day={day ?? 'all'}
    >
      {text}
    </Link>
  );
  return (
    <nav className="sf-act-days" aria-label={t('activity_day_filter')} data-testid="activity-days">
      {chip(null, t('activity_all_days'))}
      {days.map((d) => chip(d, fairDayLabel(d, lang)))}
    </nav>
  );
}
