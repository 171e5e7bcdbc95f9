import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { paths } from '../../config/paths.ts';
import { activityHallOptions } from '../../features/activity/api/list-activity-hall.ts';
import { ActivityHallList } from '../../features/activity/components/activity-hall-list.tsx';
import { HallDayChips } from '../../features/activity/components/hall-day-chips.tsx';
import { MyActivityList } from '../../features/activity/components/my-activity-list.tsx';
import { hallDayOf } from '../../features/activity/hooks/hall-day.ts';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** /m/:lang/activities: the activity hall (?day=YYYY-MM-DD one fair day; ?view=mine the visitor's own). */
export async function activitiesLoader({ params, request }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  const search = new URL(request.url).searchParams;
  if (search.get('view') !== 'mine') {
    const day = hallDayOf(
      search.get('day'),
      bvent.days.map((d) => d.date),
    );
    void getQueryClient().prefetchInfiniteQuery(activityHallOptions({ bventId: bvent.bventId, day }));
  }
  return null;
}

export function ActivitiesPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const [search] = useSearchParams();
  const { bvent } = useBrowseEvent();
  const days = bvent.days.map((d) => d.date);
  const mine = search.get('view') === 'mine';
  const day = hallDayOf(search.get('day'), days);
  const title = t('activity_hall');
  useDocumentTitle(`${title} | ${bvent.title}`);
  const view = (on: boolean, to: string, text: string, id: string) => (
    <Link
      to={to}
      replace
      className={on ? 'sf-act-view sf-act-view--on' : 'sf-act-view'}
      aria-current={on ? 'page' : undefined}
      data-testid={id}
    >
      {text}
    </Link>
  );
  return (
    <div className="sf-page" data-testid="activities-page">
      <BrowseBar lang={lang} title={title} />
      <nav className="sf-act-views" aria-label={title}>
        {view(!mine, paths.activityHall(lang), t('activity_all'), 'activity-view-all')}
        {view(mine, paths.activityHall(lang, { view: 'mine' }), t('activity_mine'), 'activity-view-mine')}
      </nav>
      {mine ? (
        <MyActivityList bventId={bvent.bventId} lang={lang} />
      ) : (
        <>
          <HallDayChips
            days={days}
            selected={day}
            lang={lang}
            hrefOf={(d) => paths.activityHall(lang, { day: d })}
          />
          <ActivityHallList filter={{ bventId: bvent.bventId, day }} lang={lang} />
        </>
      )}
    </div>
  );
}
