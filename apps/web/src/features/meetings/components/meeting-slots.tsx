import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { mySlotsOptions } from '../api/meeting-queries.ts';
import { DaySlots } from './day-slots.tsx';

/** The exhibitor's meeting slots: every day of the event, each with its slots and its form. */
export function MeetingSlots({ bventId }: { bventId: string }) {
  const { t } = useTranslation();
  const query = useQuery(mySlotsOptions(bventId));
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.days.length === 0}
      emptyText={t('no_meeting_time_slots', { defaultValue: 'No meeting time slots' })}
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
              {t('meeting_slots_none_set', { defaultValue: 'You have not set meeting slots yet' })}
            </p>
          ) : null}
          {d.days.map((day) => (
            // Keyed by the slots too: after a save the form starts again from what the server kept.
            <DaySlots
              key={`${day.oneDay}:${day.slots.map((s) => `${s.id}.${s.capacity}`).join(',')}`}
              bventId={bventId}
              oneDay={day.oneDay}
              slots={day.slots}
            />
          ))}
        </div>
      )}
    </QueryState>
  );
}
