import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { mySlotsOptions } from '../api/meeting-queries.ts';
import { DaySlots } from './day-slots.tsx';

/** The exhibitor's meeting slots: every day of the event, each with its slots and its form. */
export function MeetingSlots({ bventId }: { bventId: string }) {
  const { t } = useTranslation();
  const query = useQuery(mySlotsOptions(bventId));
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.days.length === 0}
      emptyText={t('no_meeting_time_slots')}
      testId="meeting-slots"
      skeleton={
        <div className="sf-card sf-slot-day" data-testid="meeting-slots-loading">
          <span className="sf-skel sf-skel--line sf-skel--w40" />
          <span className="sf-skel sf-skel--line sf-skel--w80" />
          <span className="sf-skel sf-skel--line sf-skel--w80" />
        </div>
      }
    >
      {(d) => (
        <div data-testid="meeting-slots">
          {d.days.every((day) => day.slots.length === 0) ? (
            <p className="sf-card sf-mtg-hint" role="status" data-testid="meeting-slots-none">
              {t('meeting_slots_none_set')}
            </p>
          ) : null}
          {/* One day at a time: a day holds a dozen slots or more, four days would be a long scroll. */}
          <div className="sf-mtg-filter" role="group" aria-label={t('meeting_slots_days')}>
            {d.days.map((day) => (
              <button
                key={day.oneDay}
                type="button"
                className="sf-mtg-filter__item"
                aria-pressed={day.oneDay === (chosen ?? d.days[0]?.oneDay)}
                data-testid="slot-day-chip"
                data-day={day.oneDay}
                onClick={() => setChosen(day.oneDay)}
              >
                {day.oneDay.slice(5)} <span className="sf-mtg-filter__count">{day.slots.length}</span>
              </button>
            ))}
          </div>
          {d.days
            .filter((day) => day.oneDay === (chosen ?? d.days[0]?.oneDay))
            .map((day) => (
              // Keyed by the day: the form starts from the day's slots when shown, then keeps what was typed.
              <DaySlots key={day.oneDay} bventId={bventId} oneDay={day.oneDay} slots={day.slots} />
            ))}
        </div>
      )}
    </QueryState>
  );
}
