import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { receivedMeetingsOptions } from '../api/meeting-queries.ts';
import { MeetingRequestsEmpty } from './meeting-empty.tsx';
import { MeetingList } from './meeting-list.tsx';
import { MeetingSlots } from './meeting-slots.tsx';
import { RequestCard } from './request-card.tsx';
import './meetings.css';

const TABS = [
  { id: 'requests', key: 'meeting_tab_requests' },
  { id: 'slots', key: 'meeting_tab_slots' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** The exhibitor's meetings: the requests to answer and the time slots to offer (?tab=slots). */
export function WorkbenchMeetings({ bventId }: { bventId: string }) {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'slots' ? 'slots' : 'requests';
  const choose = (next: Tab) =>
    // The status filter belongs to the requests: a new tab starts without it.
    setSearch(next === 'requests' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  return (
    <>
      <div className="sf-mtg-tabs" role="tablist" aria-label={t('meetings_workbench')}>
        {TABS.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`${id}-${x.id}`}
            aria-selected={tab === x.id}
            aria-controls={`${id}-panel`}
            className="sf-mtg-tabs__item"
            data-testid={`workbench-tab-${x.id}`}
            onClick={() => choose(x.id)}
          >
            {t(x.key)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'requests' ? (
          <MeetingList
            bventId={bventId}
            options={receivedMeetingsOptions}
            testId="meeting-requests"
            empty={(filtered) => <MeetingRequestsEmpty filtered={filtered} />}
            card={(m) => <RequestCard meeting={m} lang={lang} />}
          />
        ) : (
          <MeetingSlots bventId={bventId} />
        )}
      </div>
    </>
  );
}
