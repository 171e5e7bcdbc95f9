import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { CategoryChips } from '../../features/catalog-lists/components/category-chips.tsx';
import {
  type VideoHallFilter,
  videoHallCategoriesOptions,
  videoHallOptions,
} from '../../features/video/api/video-hall.ts';
import { VideoHallList } from '../../features/video/components/video-hall-list.tsx';
import { VideoHallSearch } from '../../features/video/components/video-hall-search.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** The address's filter: a malformed category is dropped rather than sent (the gateway would refuse it). */
const filterOf = (params: URLSearchParams): VideoHallFilter => {
  const cate = params.get('cate');
  const keyword = params.get('keyword')?.trim().slice(0, 100);
  return { categoryId: cate && isGuid(cate) ? cate : undefined, keywords: keyword || undefined };
};

/** /m/:lang/videos?cate=&keyword=: the video hall. */
export async function videosLoader({ params, request }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  void getQueryClient().prefetchQuery(videoHallCategoriesOptions(bvent.bventId));
  void getQueryClient().prefetchInfiniteQuery(
    videoHallOptions(bvent.bventId, filterOf(new URL(request.url).searchParams)),
  );
  return null;
}

export function VideosPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const tree = useQuery(videoHallCategoriesOptions(bvent.bventId)).data ?? [];
  const go = (next: { cate?: string; keyword?: string }) =>
    setSearch(Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))), {
      replace: true,
    });
  const title = t('video_hall');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="videos-page">
      <BrowseBar lang={lang} title={title} />
      <VideoHallSearch
        // A new address (back, a link) starts the box again from what it says.
        key={filter.keywords ?? ''}
        initial={filter.keywords ?? ''}
        action={paths.videoHall(lang)}
        onSearch={(keyword) => go({ cate: filter.categoryId, keyword })}
      />
      {tree.length > 0 ? (
        <CategoryChips
          tree={tree}
          selected={filter.categoryId}
          onSelect={(id) => go({ cate: id, keyword: filter.keywords })}
        />
      ) : null}
      <VideoHallList bventId={bvent.bventId} lang={lang} filter={filter} />
    </div>
  );
}
