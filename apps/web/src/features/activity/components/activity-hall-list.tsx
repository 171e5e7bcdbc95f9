import { useInfiniteQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { activityHallOptions } from '../api/list-activity-hall.ts';
import { ActivityPagedList, hallOwner } from './activity-paged-list.tsx';
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
    <ActivityPagedList
      list={useInfiniteQuery(activityHallOptions(filter))}
      testId="activity-hall-list"
      emptyText={t('no_activities')}
      lang={lang}
      ownerOf={hallOwner}
    />
  );
}
