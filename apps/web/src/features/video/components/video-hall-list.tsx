import { useInfiniteQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { VideoItem } from '../../../components/cards/catalog-items.tsx';
import { PagedList } from '../../../components/cards/paged-list.tsx';
import { VideoCardSkeleton } from '../../../components/cards/video-card.tsx';
import { type VideoHallFilter, videoHallOptions } from '../api/video-hall.ts';
import './video.css';

interface Props {
  bventId: string;
  lang: TLanguage;
  filter: VideoHallFilter;
}

/** The hall's videos in a two-column grid, paged by infinite scroll; a search that finds nothing says so. */
export function VideoHallList({ bventId, lang, filter }: Props) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={useInfiniteQuery(videoHallOptions(bventId, filter))}
      testId="video-hall-list"
      className="sf-vgrid sf-vgrid--list"
      emptyText={t(filter.keywords ? 'video_hall_no_match' : 'no_videos')}
      skeleton={Array.from({ length: 4 }, (_, i) => (
        <VideoCardSkeleton key={i} />
      ))}
    >
      {(items) =>
        items.map((v, i) => (
          <VideoItem key={v.id} item={v} lang={lang} testId="video-hall-item" eager={i < 2} />
        ))
      }
    </PagedList>
  );
}
