import { useTranslation } from '../../../lib/use-translation.ts';
import { MEETING_STATUSES, type TMeetingStatus } from '@showfloor/contracts';

interface Props {
  value: TMeetingStatus | undefined;
  onChange: (next: TMeetingStatus | undefined) => void;
  /** Names the row for screen readers ('Filter by status'). */
  label: string;
}

/** All / Waiting / Confirmed / Cancelled: one row of toggle buttons filtering the list by the server. */
export function StatusTabs({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const options: { status: TMeetingStatus | undefined; text: string; id: string }[] = [
    { status: undefined, text: t('meeting_filter_all'), id: 'all' },
    ...MEETING_STATUSES.map((s) => ({
      status: s,
      text: t(`meeting_filter_${s}`),
      id: s,
    })),
  ];
  return (
    <div className="sf-mtg-filter" role="group" aria-label={label} data-testid="meeting-status-filter">
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className="sf-mtg-filter__item"
          aria-pressed={value === o.status}
          data-testid={`meeting-filter-${o.id}`}
          onClick={() => onChange(o.status)}
        >
          {o.text}
        </button>
      ))}
    </div>
  );
}
