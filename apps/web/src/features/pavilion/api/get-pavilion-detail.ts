import { infiniteQueryOptions } from '@tanstack/react-query';
import { getPavilionDetail } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export const PAVILION_PAGE_SIZE = 20;

/**
 * A pavilion and its exhibitors, page by page (each page repeats the pavilion; the first one is shown).
 * 4002/4004 (uploading) leave through noContent like the exhibitor states.
 */
export const pavilionDetailOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey('pavilion', id, 'detail'),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        getPavilionDetail,
        { query: { id, pageNo: pageParam, pageSize: PAVILION_PAGE_SIZE } },
        { signal },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.exhibitors.length),
  });
