import type { TActivityCard, TLanguage } from '@showfloor/contracts';
import { MediaRow, MediaRowSkeleton } from '../../../components/cards/media-row.tsx';
import { paths } from '../../../config/paths.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { activityTimeRange } from '../hooks/activity-time.ts';
import { ActivityBadges } from './activity-badges.tsx';

interface Props {
  activity: TActivityCard;
  exhibitorId: string;
  lang: TLanguage;
  eager?: boolean;
}

/** One activity in the tab: a 4:3 cover beside the title, badges, hours (viewer's zone) and place. */
export function ActivityCard({ activity, exhibitorId, lang, eager }: Props) {
  const zone = useViewerTimeZone();
  const time = activityTimeRange(activity.startTime, activity.endTime, zone, lang);
  return (
    <MediaRow
      to={paths.exhibitorEventsDetails(lang, exhibitorId, activity.id)}
      cover={activity.cover}
      title={activity.title}
      testId="activity-card"
      eager={eager}
    >
      <ActivityBadges state={activity.state} registration={activity.registration} />
      {time ? (
        <span className="sf-activity__meta">
          {time.text} <span className="sf-activity__zone">{time.zone}</span>
        </span>
      ) : null}
      {activity.location ? <span className="sf-activity__meta">{activity.location}</span> : null}
    </MediaRow>
  );
}

export const ActivityCardSkeleton = MediaRowSkeleton;
