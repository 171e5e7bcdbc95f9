import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { dayChip } from '../hooks/slot-view.ts';

interface Props {
  days: readonly string[];
  selected: string | null;
  lang: TLanguage;
  onSelect: (day: string) => void;
}

/** The exhibition's days (Beijing dates) as a scrolling row of chips, one chosen (a radio group). */
export function DayChips({ days, selected, lang, onSelect }: Props) {
  const { t } = useTranslation();
  // The chips' words change only with the days or the language, not on every keystroke of the topic.
  const chips = useMemo(() => days.map((day) => dayChip(day, lang)), [days, lang]);
  return (
    <div
      className="sf-booking__days"
      role="radiogroup"
      aria-label={t('booking_choose_date')}
      data-testid="booking-days"
    >
      {chips.map((chip) => {
        const { day } = chip;
        const on = day === selected;
        return (
          <button
            key={day}
            type="button"
            role="radio"
            aria-checked={on}
            aria-label={chip.label}
            className={on ? 'sf-booking__day sf-booking__day--on' : 'sf-booking__day'}
            data-day={day}
            onClick={() => onSelect(day)}
          >
            <span className="sf-booking__day-week">{chip.weekday}</span>
            <span className="sf-booking__day-date">{chip.date}</span>
          </button>
        );
      })}
    </div>
  );
}
