import { infiniteQueryOptions } from '@tanstack/react-query';
import { exhibitorVideoList } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export const VIDEO_PAGE_SIZE = 10;

/** Pages of an exhibitor's published videos (the exhibitorVideo tab), newest first. */
export const exhibitorVideosOptions = (bventId: string, exhibitorId: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey('video', 'exhibitor', bventId, exhibitorId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        exhibitorVideoList,
        { body: { bventId, exhibitorId, pageNo: pageParam, pageSize: VIDEO_PAGE_SIZE } },
        { signal },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
