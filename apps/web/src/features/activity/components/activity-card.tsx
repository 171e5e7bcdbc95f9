import { Link } from 'react-router';
import type { TActivityCard, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
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
  const time = activityTimeRange(activity.startTime, activity.endTime, viewerTimeZone(), lang);
  return (
    <Link
      to={paths.exhibitorEventsDetails(lang, exhibitorId, activity.id)}
      className="sf-card sf-arow"
      data-testid="activity-card"
    >
      <span className="sf-arow__media">
        {activity.cover ? (
          <img
            src={activity.cover}
            alt=""
            width={160}
            height={120}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </span>
      <span className="sf-arow__body">
        <span className="sf-arow__name">{activity.title}</span>
        <ActivityBadges state={activity.state} registration={activity.registration} />
        {time ? (
          <span className="sf-activity__meta">
            {time.text} <span className="sf-activity__zone">{time.zone}</span>
          </span>
        ) : null}
        {activity.location ? <span className="sf-activity__meta">{activity.location}</span> : null}
      </span>
    </Link>
  );
}

export function ActivityCardSkeleton() {
  return (
    <span className="sf-card sf-arow" aria-hidden="true">
      <span className="sf-arow__media sf-skel" />
      <span className="sf-arow__body">
        <span className="sf-skel sf-skel--line sf-skel--w80" />
        <span className="sf-skel sf-skel--line sf-skel--w40" />
      </span>
    </span>
  );
}
