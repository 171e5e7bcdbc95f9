import { useEffect } from 'react';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { failureDescription } from '../../lib/api-client.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { activityListOptions } from '../../features/activity/api/list-activities.ts';
import { InlineState } from '../../components/inline-state.tsx';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { activityDetailOptions } from '../../features/activity/api/get-activity-detail.ts';
import { ActivityList } from '../../features/activity/components/activity-list.tsx';
import {
  ActivityDetailSkeleton,
  ActivityDetailView,
} from '../../features/activity/components/activity-detail-view.tsx';

/**
 * The exhibitor page's activity tab and its eventsDetails child, one lazy chunk of their own. The
 * exhibitor layout above has resolved the exhibitor and its event already.
 */

/** The activities (or the one activity) start loading beside the chunk; a server render draws them. */
export async function activityTabLoader({ params }: LoaderFunctionArgs) {
  const id = params.id;
  if (!isGuid(id)) return null;
  const bvent = await getQueryClient()
    .ensureQueryData(bventByOwnerOptions({ exhibitorId: id }))
    .catch(() => null);
  if (bvent)
    void getQueryClient().prefetchInfiniteQuery(
      activityListOptions({ bventId: bvent.bventId, exhibitorId: id }),
    );
  return null;
}

export function eventsDetailsLoader({ request }: LoaderFunctionArgs) {
  const activityId = new URL(request.url).searchParams.get('id');
  if (isGuid(activityId)) void getQueryClient().prefetchQuery(activityDetailOptions(activityId));
  return null;
}

/** activity: the exhibitor's activities. */
export function ExhibitorActivityTab() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const { data: bvent } = useSuspenseQuery(bventByOwnerOptions({ exhibitorId: id }));
  return (
    <section aria-label={t('exhibitor_tab_activity')} data-testid="exhibitor-activities">
      <ActivityList filter={{ bventId: bvent.bventId, exhibitorId: id }} lang={params.lang as TLanguage} />
    </section>
  );
}

/**
 * The spec's title for this page. Set after the commit's effects: the exhibitor layout (a parent, whose
 * effects run after its children's) sets the exhibitor's name as the title in the same commit.
 */
function useLateDocumentTitle(title: string): void {
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = title;
    });
    return () => {
      live = false;
    };
  }, [title]);
}

/** eventsDetails?id=<activityId>: one activity; an unknown or malformed id shows the page's error state. */
export function ExhibitorEventsDetails() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const activityId = search.get('id') ?? '';
  useLateDocumentTitle(t('exhibitor_activity_detail'));
  const valid = isGuid(activityId);
  const detail = useQuery({ ...activityDetailOptions(activityId), enabled: valid });
  if (!valid || (detail.isError && !detail.data)) {
    return (
      <InlineState
        title={t('activity_not_found')}
        description={valid ? failureDescription(detail.error, t('load_failed_desc')) : undefined}
        actionLabel={valid ? t('retry') : undefined}
        onAction={valid ? () => void detail.refetch() : undefined}
      />
    );
  }
  if (!detail.data) return <ActivityDetailSkeleton />;
  return <ActivityDetailView detail={detail.data} lang={params.lang as TLanguage} />;
}
