import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@showfloor/contracts';
import { failureDescription } from '../../../lib/api-client.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { activityListOptions } from '../api/list-activities.ts';
import { ActivityCard, ActivityCardSkeleton } from './activity-card.tsx';
import './activity.css';

interface Props {
  filter: { bventId: string; exhibitorId: string };
  lang: TLanguage;
}

/** The activity tab: the exhibitor's activities by start time, paged by infinite scroll. */
export function ActivityList({ filter, lang }: Props) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(activityListOptions(filter));
  if (list.isPending) {
    return (
      <div aria-busy="true" data-testid="activity-list-loading">
        <ActivityCardSkeleton />
        <ActivityCardSkeleton />
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <InlineState
        title={t('load_failed')}
        description={failureDescription(list.error, t('load_failed_desc'))}
        actionLabel={t('retry')}
        onAction={() => void list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((p) => p.data);
  if (items.length === 0) {
    return (
      <p className="sf-list-empty" data-testid="activity-list-empty">
        {t('no_activities', 'No activities yet')}
      </p>
    );
  }
  return (
    <div data-testid="activity-list">
      {items.map((a, i) => (
        <ActivityCard key={a.id} activity={a} exhibitorId={filter.exhibitorId} lang={lang} eager={i < 2} />
      ))}
      <LoadMoreSentinel
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
