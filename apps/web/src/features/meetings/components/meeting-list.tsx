import { Fragment, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TMeeting } from '@showfloor/contracts';
import { PagedList } from '../../../components/cards/paged-list.tsx';
import type { sentMeetingsOptions } from '../api/meeting-queries.ts';
import { useStatusParam } from '../hooks/use-status-param.ts';
import { StatusTabs } from './status-tabs.tsx';
import './meetings.css';

interface Props {
  bventId: string;
  /** The list's query for a status filter: the visitor's sent meetings or the exhibitor's received ones. */
  options: typeof sentMeetingsOptions;
  /** `<testId>` on the cards' box, `-loading`, `-empty`, `-error` on the other states. */
  testId: string;
  /** The empty state (its words and where to go from there); `filtered` while a status filter is on. */
  empty: (filtered: boolean) => ReactNode;
  card: (meeting: TMeeting) => ReactNode;
}

/**
 * A paged list of meetings under its status tabs (the filter lives in the URL, ?status=), soonest first, with
 * PagedList's loading, failed and empty states; the empty state is the caller's, since a visitor with no meetings
 * needs a way on (browse exhibitors).
 */
export function MeetingList({ bventId, options, testId, empty, card }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useStatusParam();
  const list = useInfiniteQuery(options({ bventId, status }));
  return (
    <>
      <StatusTabs value={status} onChange={setStatus} label={t('meeting_filter_label')} />
      <PagedList
        list={list}
        testId={testId}
        className="sf-mtg-list"
        empty={empty(Boolean(status))}
        skeleton={
          <>
            <MeetingCardSkeleton />
            <MeetingCardSkeleton />
          </>
        }
      >
        {(items) => items.map((m) => <Fragment key={m.id}>{card(m)}</Fragment>)}
      </PagedList>
    </>
  );
}

function MeetingCardSkeleton() {
  return (
    <div className="sf-card sf-mtg" aria-hidden="true">
      <span className="sf-skel sf-skel--line sf-skel--w60" />
      <span className="sf-skel sf-skel--line sf-skel--w80" />
      <span className="sf-skel sf-skel--line sf-skel--w40" />
    </div>
  );
}
