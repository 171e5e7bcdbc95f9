import { useTranslation } from '../../../lib/use-translation.ts';
import type { SlotView } from '../hooks/slot-view.ts';

interface Props {
  views: readonly SlotView[];
  selected: number | null;
  /** The picked slot's id. */
  onSelect: (slotId: string) => void;
}

/**
 * The chosen day's slots in the viewer's zone (a radio group). A full slot stays visible but disabled; a slot
 * on another local date than its Beijing day shows that date. Each slot's name is its full date, hours and zone.
 */
export function SlotGrid({ views, selected, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <div
      className="sf-booking__slots"
      role="radiogroup"
      aria-label={t('booking_choose_time')}
      data-testid="booking-slots"
    >
      {views.map((v, index) => {
        const on = index === selected;
        const full = t('booking_slot_full');
        return (
          <button
            key={v.slot.id}
            type="button"
            role="radio"
            aria-checked={on}
            aria-label={v.full ? `${v.label}, ${full}` : v.label}
            disabled={!v.selectable}
            className={on ? 'sf-booking__slot sf-booking__slot--on' : 'sf-booking__slot'}
            data-slot-id={v.slot.id}
            onClick={() => onSelect(v.slot.id)}
          >
            <span className="sf-booking__slot-time">{v.time}</span>
            {v.localDate ? <span className="sf-booking__slot-date">{v.localDate}</span> : null}
            {v.full ? <span className="sf-booking__slot-date">{full}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
