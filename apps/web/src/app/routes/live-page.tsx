import { Suspense, lazy } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { useSessionUserId } from '../../lib/auth-session.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { withChunkTimeout } from '../../lib/lazy-with-timeout.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { liveDetailOptions } from '../../features/live/api/live-api.ts';
import { LiveDetailView } from '../../features/live/components/live-detail-view.tsx';
import { useStablePlayback } from '../../features/live/hooks/use-stable-playback.ts';
import { VideoPlayer } from '../../features/video/components/video-player.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { EventFrame } from './event-frame.tsx';

/**
 * /m/:lang/live/:id: a live's page, server-rendered for a stranger; the visitor's own parts (reserved, a private
 * live's player) follow once the session is known. An unknown or removed live ("live not exist", 7501) has sent
 * the visitor to the noContent page through the api-client.
 */
export async function liveLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang as TLanguage;
  if (!isGuid(params.id)) throw redirect(paths.notFound(lang));
  const live = await getQueryClient().ensureQueryData(liveDetailOptions(params.id, null));
  await ensureBrowseEvent(lang, live.bventId);
  return null;
}

// The exhibitor's public chat room beside the player: the browser's alone (it is live), loaded after hydration.
const LiveChatPanel = lazy(() =>
  withChunkTimeout(() => import('../../features/livechat/components/live-chat-panel.tsx'))().catch(() => ({
    default: () => null,
  })),
);

const UPCOMING_POLL_MS = 30_000;

export function LivePage() {
  const params = useParams();
  const lang = params.lang as TLanguage;
  const id = params.id ?? '';
  const accountId = useSessionUserId();
  const client = useQueryClient();
  const hydrated = useHydrated();
  // The stranger's page stands while the signed-in visitor's own is read (no flash of a skeleton).
  const detail = useQuery({
    ...liveDetailOptions(id, accountId),
    placeholderData: () => client.getQueryData(liveDetailOptions(id, null).queryKey),
    // A visitor waiting on an upcoming live sees it go on air without reloading.
    refetchInterval: (q) => (q.state.data?.state === 'upcoming' ? UPCOMING_POLL_MS : false),
  });
  const d = detail.data;
  const playback = useStablePlayback(d?.playbackUrl ?? null);
  const { bvent } = useBrowseEvent(d?.bventId);
  useDocumentTitle(d ? `${d.title} | ${bvent.title}` : bvent.title);
  if (!d) {
    return detail.isError ? (
      <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
    ) : (
      <PageFallback />
    );
  }
  return (
    <EventFrame bventId={d.bventId} bvent={bvent} lang={lang} exhibitorId={d.exhibitor.id}>
      <LiveDetailView
        detail={d}
        lang={lang}
        player={
          playback ? <VideoPlayer mp4Url="" hlsUrl={playback} poster={d.cover} title={d.title} /> : null
        }
        chat={
          hydrated ? (
            <Suspense fallback={null}>
              <LiveChatPanel bventId={d.bventId} exhibitorId={d.exhibitor.id} lang={lang} />
            </Suspense>
          ) : null
        }
      />
    </EventFrame>
  );
}
