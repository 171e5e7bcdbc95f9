import { useCallback } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TBvent, TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { setCurrentEventId } from '../../lib/event-session.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useViewerTimeZone } from '../../lib/time-zone.ts';
import { CounterRow } from '../../components/counter-row.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { bventByOwnerOptions } from '../../features/bvent/api/get-bvent-by-owner.ts';
import { FavoriteButton } from '../../features/favorite/components/favorite-button.tsx';
import type { FavoriteView } from '../../features/favorite/hooks/favorite-state.ts';
import { videoDetailOptions } from '../../features/video/api/get-video-detail.ts';
import { VideoDetailSkeleton, VideoDetailView } from '../../features/video/components/video-detail-view.tsx';
import { ensureDictionary, ensureEvent } from '../event-data.ts';
import { EventFrame, useIncrementRules } from './event-frame.tsx';

/**
 * /m/:lang/video/:id. An exhibitor's video runs under that exhibitor's event (header, decoration, roles); an
 * agency's under the event id it carries.
 */
export async function videoLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  // An unknown video (404 VideoNotFound) has sent the visitor to noContent through the api-client.
  const video = await getQueryClient().ensureQueryData(videoDetailOptions(params.id));
  if (video.owner.type === 'exhibitor') {
    await ensureEvent({ exhibitorId: video.owner.id }, lang);
  } else {
    setCurrentEventId(video.bventId);
    await ensureDictionary(video.bventId, lang);
  }
  return null;
}

export function VideoPage() {
  const zone = useViewerTimeZone();
  const params = useParams();
  const lang = params.lang as TLanguage;
  const id = params.id ?? '';
  const detail = useQuery(videoDetailOptions(id));
  const d = detail.data;
  const ownerExhibitor = d?.owner.type === 'exhibitor' ? d.owner.id : undefined;
  // Already in the cache (the loader resolved it) for an exhibitor's video; agencies' have none.
  const bvent: TBvent | undefined = useQuery({
    ...bventByOwnerOptions({ exhibitorId: ownerExhibitor }),
    enabled: Boolean(ownerExhibitor),
  }).data;
  const bventId = d?.bventId ?? '';
  const rules = useIncrementRules(bventId);
  useDocumentTitle(d ? (bvent ? `${d.title} | ${bvent.title}` : d.title) : (bvent?.title ?? ''));
  const onFavorite = useCallback(
    (view: FavoriteView) =>
      getQueryClient().setQueryData(videoDetailOptions(id).queryKey, (v) =>
        v ? { ...v, favoriteCount: view.favoriteCount } : v,
      ),
    [id],
  );
  if (!d) {
    return detail.isError ? (
      <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
    ) : (
      <VideoDetailSkeleton />
    );
  }
  return (
    <EventFrame bventId={bventId} bvent={bvent} lang={lang} exhibitorId={ownerExhibitor}>
      <VideoDetailView
        detail={d}
        lang={lang}
        zone={zone}
        favorite={
          <FavoriteButton
            target={{ bventId, targetType: 'Video', targetId: d.id }}
            count={d.favoriteCount}
            rules={rules}
            lang={lang}
            onChange={onFavorite}
            hideCount
          />
        }
        counters={
          <CounterRow
            raw={{ visit: d.visitCount, favorites: d.favoriteCount, like: d.likeCount }}
            rules={rules}
            lang={lang}
          />
        }
      />
    </EventFrame>
  );
}
