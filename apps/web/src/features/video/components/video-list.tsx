import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@showfloor/contracts';
import { failureDescription } from '../../../lib/api-client.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { exhibitorVideosOptions } from '../api/list-exhibitor-videos.ts';
import { VideoCard, VideoCardSkeleton } from './video-card.tsx';
import './video.css';

interface Props {
  bventId: string;
  exhibitorId: string;
  lang: TLanguage;
}

/** SPEC §2 exhibitorVideo: an exhibitor's videos in a two-column grid, paged by infinite scroll. */
export function ExhibitorVideoList({ bventId, exhibitorId, lang }: Props) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(exhibitorVideosOptions(bventId, exhibitorId));
  if (list.isPending) {
    return (
      <div className="sf-vgrid" aria-busy="true" data-testid="video-list-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <VideoCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <InlineState
        title={t('load_failed')}
        description={failureDescription(list.error, t('load_failed_desc'))}
        actionLabel={t('retry')}
        onAction={() => void list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((p) => p.data);
  if (items.length === 0) {
    return (
      <p className="sf-list-empty" data-testid="video-list-empty">
        {t('no_videos', 'No videos yet')}
      </p>
    );
  }
  return (
    <>
      <div className="sf-vgrid" data-testid="video-list">
        {items.map((v, i) => (
          <VideoCard key={v.id} video={v} lang={lang} eager={i < 2} />
        ))}
      </div>
      <LoadMoreSentinel
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
