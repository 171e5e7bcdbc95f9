import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMeeting } from '@showfloor/contracts';
import { failureDescription } from '../../../lib/api-client.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';

/** What the list reads of a TanStack infinite query of meetings (the api-client's pages). */
interface MeetingPages {
  data: { pages: { data: TMeeting[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface Props {
  list: MeetingPages;
  /** `<testId>` on the cards' box, `-loading`, `-empty`, `-error` on the other states. */
  testId: string;
  /** The empty state (its words and where to go from there). */
  empty: ReactNode;
  children: (meeting: TMeeting) => ReactNode;
}

/**
 * A paged list of meetings with its loading, failed and empty states. PagedList's empty state is a line of
 * text; a visitor with no meetings needs a way on (browse exhibitors), so the states are drawn here.
 */
export function MeetingList({ list, testId, empty, children }: Props) {
  const { t } = useTranslation();
  if (list.isError && !list.data) {
    return (
      <div data-testid={`${testId}-error`}>
        <InlineState
          title={t('load_failed', { defaultValue: 'Loading failed' })}
          description={failureDescription(
            list.error,
            t('load_failed_desc', { defaultValue: 'Check your connection and try again.' }),
          )}
          actionLabel={t('retry', { defaultValue: 'Retry' })}
          onAction={() => void list.refetch()}
        />
      </div>
    );
  }
  if (list.isPending || !list.data) {
    return (
      <div className="sf-mtg-list" data-testid={`${testId}-loading`} aria-busy="true">
        <MeetingCardSkeleton />
        <MeetingCardSkeleton />
      </div>
    );
  }
  const items = list.data.pages.flatMap((p) => p.data);
  if (items.length === 0) return <div data-testid={`${testId}-empty`}>{empty}</div>;
  return (
    <>
      <div className="sf-mtg-list" data-testid={testId}>
        {items.map((m) => children(m))}
      </div>
      <LoadMoreSentinel
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
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
