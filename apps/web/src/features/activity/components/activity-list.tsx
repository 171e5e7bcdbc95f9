import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { activityListOptions } from '../api/list-activities.ts';
import { ActivityPagedList } from './activity-paged-list.tsx';
import './activity.css';

interface Props {
  filter: { bventId: string; exhibitorId: string };
  lang: TLanguage;
}

/** The activity tab: the exhibitor's activities by start time, paged by infinite scroll. */
export function ActivityList({ filter, lang }: Props) {
  const { t } = useTranslation();
  return (
    <ActivityPagedList
      list={useInfiniteQuery(activityListOptions(filter))}
      testId="activity-list"
      emptyText={t('no_activities')}
      lang={lang}
      ownerOf={() => ({ exhibitorId: filter.exhibitorId })}
    />
  );
}
