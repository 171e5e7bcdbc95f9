import type { TActivityCard, TLanguage } from '@showfloor/contracts';
import { MediaRow, MediaRowSkeleton } from '../../../components/cards/media-row.tsx';
import { paths } from '../../../config/paths.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { activityTimeRange } from '../hooks/activity-time.ts';
import { ActivityBadges } from './activity-badges.tsx';
import { RegisterButton } from './register-button.tsx';

interface Props {
  activity: TActivityCard;
  exhibitorId: string;
  lang: TLanguage;
  eager?: boolean;
  /** A line under the title naming whose activity it is (the hall, "my activities"). */
  byline?: string;
}

/**
 * One activity in a list: a 4:3 cover beside the title, badges, hours (viewer's zone) and place, with the
 * register bar under it (outside the link: a button inside a link would be both).
 */
export function ActivityCard({ activity, exhibitorId, lang, eager, byline }: Props) {
  const zone = useViewerTimeZone();
  const time = activityTimeRange(activity.startTime, activity.endTime, zone, lang);
  return (
    <div className="sf-activity__item" data-activity-id={activity.id}>
      <MediaRow
        to={paths.exhibitorEventsDetails(lang, exhibitorId, activity.id)}
        cover={activity.cover}
        title={activity.title}
        testId="activity-card"
        eager={eager}
      >
        {byline ? <span className="sf-activity__meta sf-activity__by">{byline}</span> : null}
        <ActivityBadges state={activity.state} registration={activity.registration} />
        {time ? (
          <span className="sf-activity__meta">
            {time.text} <span className="sf-activity__zone">{time.zone}</span>
          </span>
        ) : null}
        {activity.location ? <span className="sf-activity__meta">{activity.location}</span> : null}
      </MediaRow>
      <RegisterButton activityId={activity.id} facts={activity} inList />
    </div>
  );
}

export const ActivityCardSkeleton = MediaRowSkeleton;
