import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { receivedMeetingsOptions } from '../api/meeting-queries.ts';
import { useStatusParam } from '../hooks/use-status-param.ts';
import { MeetingList } from './meeting-list.tsx';
import { RequestCard } from './request-card.tsx';
import { StatusTabs } from './status-tabs.tsx';

/** The exhibitor's meeting requests, filtered by state, soonest first. */
export function MeetingRequests({ bventId }: { bventId: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useStatusParam();
  const list = useInfiniteQuery(receivedMeetingsOptions({ bventId, status }));
  return (
    <>
      <StatusTabs
        value={status}
        onChange={setStatus}
        label={t('meeting_filter_label', { defaultValue: 'Filter by status' })}
      />
      <MeetingList
        list={list}
        testId="meeting-requests"
        empty={
          <div className="sf-card sf-inline-state" role="status">
            <p className="sf-inline-state__title">
              {status
                ? t('meetings_none_with_status', { defaultValue: 'No meetings with this status' })
                : t('meeting_requests_none', { defaultValue: 'No meeting requests yet' })}
            </p>
            <p className="sf-inline-state__desc">
              {t('meeting_requests_none_hint', {
                defaultValue: 'Visitors book the time slots you set, from your exhibitor page.',
              })}
            </p>
          </div>
        }
      >
        {(m) => <RequestCard key={m.id} meeting={m} />}
      </MeetingList>
    </>
  );
}
