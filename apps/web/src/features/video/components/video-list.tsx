import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { PagedList } from '../../../components/cards/paged-list.tsx';
import { exhibitorVideosOptions } from '../api/list-exhibitor-videos.ts';
import { VideoItem } from '../../../components/cards/catalog-items.tsx';
import { VideoCardSkeleton } from '../../../components/cards/video-card.tsx';
import './video.css';

interface Props {
  bventId: string;
  exhibitorId: string;
  lang: TLanguage;
}

/** exhibitorVideo: an exhibitor's videos in a two-column grid, paged by infinite scroll. */
export function ExhibitorVideoList({ bventId, exhibitorId, lang }: Props) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={useInfiniteQuery(exhibitorVideosOptions(bventId, exhibitorId))}
      testId="video-list"
      className="sf-vgrid sf-vgrid--list"
      emptyText={t('no_videos')}
      skeleton={Array.from({ length: 4 }, (_, i) => (
        <VideoCardSkeleton key={i} />
      ))}
    >
      {(items) =>
        items.map((v, i) => <VideoItem key={v.id} item={v} lang={lang} testId="video-card" eager={i < 2} />)
      }
    </PagedList>
  );
}
