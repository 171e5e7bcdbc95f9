import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { videoHall, videoHallCategories } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

/** Two columns of cards: an even page fills its last row. */
export const VIDEO_HALL_PAGE_SIZE = 12;

/** What the hall is filtered by: a category of the event's tree and keywords (both optional). */
export interface VideoHallFilter {
  categoryId?: string;
  keywords?: string;
}

/** Pages of the event's videos (exhibitors' and agencies'), newest first, or best match first with keywords. */
export const videoHallOptions = (bventId: string, f: VideoHallFilter) =>
  infiniteQueryOptions({
    queryKey: localizedKey('video', 'hall', bventId, f.categoryId ?? '', f.keywords ?? ''),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        videoHall,
        {
          body: {
            bventId,
            categoryId: f.categoryId,
            keywords: f.keywords || undefined,
            pageNo: pageParam,
            pageSize: VIDEO_HALL_PAGE_SIZE,
          },
        },
        { signal },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });

/** The event's categories that hold videos, with their counts (the hall's filter). */
export const videoHallCategoriesOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('video', 'hall-categories', bventId),
    queryFn: ({ signal }) =>
      request(videoHallCategories, { body: { bventId } }, { signal }).then((r) => r.data),
  });
