import { useInfiniteQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { PagedList } from '../../../components/cards/paged-list.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { activityHallOptions } from '../api/list-activity-hall.ts';
import { ActivityCard, ActivityCardSkeleton } from './activity-card.tsx';
import './activity.css';
import './activity-hall.css';

interface Props {
  filter: { bventId: string; day: string | null };
  lang: TLanguage;
}

/** The hall's list: every exhibitor's activities by start time, each with whose it is and its register bar. */
export function ActivityHallList({ filter, lang }: Props) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={useInfiniteQuery(activityHallOptions(filter))}
      testId="activity-hall-list"
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
          <ActivityCard
            key={a.id}
            activity={a}
            exhibitorId={a.exhibitor.id}
            byline={a.exhibitor.name}
            lang={lang}
            eager={i < 2}
          />
        ))
      }
    </PagedList>
  );
}
