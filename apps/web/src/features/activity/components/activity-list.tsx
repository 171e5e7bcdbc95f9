import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { PagedList } from '../../../components/cards/paged-list.tsx';
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
  return (
    <PagedList
      list={useInfiniteQuery(activityListOptions(filter))}
      testId="activity-list"
      emptyText={t('no_activities')}
      skeleton={
        <>
          <ActivityCardSkeleton />
          <ActivityCardSkeleton />
        </>
      }
    >
      {(items) =>
        items.map((a, i) => (
          <ActivityCard key={a.id} activity={a} exhibitorId={filter.exhibitorId} lang={lang} eager={i < 2} />
        ))
      }
    </PagedList>
  );
}
