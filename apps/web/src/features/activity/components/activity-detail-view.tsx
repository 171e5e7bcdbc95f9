import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TActivityDetail, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { activityTimeRange } from '../hooks/activity-time.ts';
import { ActivityBadges } from './activity-badges.tsx';
import { RegisterButton } from './register-button.tsx';
import './activity.css';

interface Props {
  detail: TActivityDetail;
  lang: TLanguage;
}

/** eventsDetails: cover, title and state badges, hours in the viewer's zone, place, seats, description. */
export function ActivityDetailView({ detail, lang }: Props) {
  const zone = useViewerTimeZone();
  const { t } = useTranslation();
  const time = activityTimeRange(detail.startTime, detail.endTime, zone, lang);
  const seats =
    detail.capacity === null
      ? t('activity_seats_unlimited', { registered: detail.registeredCount })
      : t('activity_seats', { registered: detail.registeredCount, capacity: detail.capacity });
  return (
    <article aria-labelledby="sf-activity-title" data-testid="activity-detail">
      <div className="sf-activity__cover">
        {detail.cover ? <img src={detail.cover} alt="" width={750} height={422} decoding="async" /> : null}
      </div>
      <section className="sf-card">
        <h1 id="sf-activity-title" className="sf-activity__title" data-testid="activity-detail-title">
          {detail.title}
        </h1>
        <ActivityBadges state={detail.state} registration={detail.registration} />
        <dl className="sf-activity__facts">
          {time ? (
            <>
              <dt>{t('activity_time')}</dt>
              <dd data-testid="activity-detail-time">
                {time.text} <span className="sf-activity__zone">{time.zone}</span>
              </dd>
            </>
          ) : null}
          {detail.location ? (
            <>
              <dt>{t('activity_location')}</dt>
              <dd>{detail.location}</dd>
            </>
          ) : null}
          <dt>{t('activity_seats_label')}</dt>
          <dd data-testid="activity-detail-seats">{seats}</dd>
        </dl>
        <RegisterButton activityId={detail.id} facts={detail} />
      </section>
      <section className="sf-card">
        <h2 className="sf-section-title">{t('activity_about')}</h2>
        {detail.description ? (
          <p className="sf-activity__desc">{detail.description}</p>
        ) : (
          <p className="sf-list-empty">{t('no_description')}</p>
        )}
      </section>
      <Link to={paths.exhibitor(lang, detail.exhibitor.id)} className="sf-card sf-activity__exhibitor">
        <span>{detail.exhibitor.name}</span>
        <span className="sf-activity__go">{t('visit_exhibitor')}</span>
      </Link>
    </article>
  );
}

export function ActivityDetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="activity-detail-loading">
      <div className="sf-activity__cover sf-skel" />
      <div className="sf-card">
        <div className="sf-skel sf-skel--line sf-skel--w80" style={{ height: 22 }} />
        <div className="sf-skel sf-skel--line sf-skel--w40" style={{ marginTop: 10 }} />
      </div>
    </div>
  );
}
