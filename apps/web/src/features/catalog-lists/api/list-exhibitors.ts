import { infiniteQueryOptions } from '@tanstack/react-query';
import { listExhibitors } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export const LIST_PAGE_SIZE = 20;

/** The event's exhibitors in sort order, page by page (infinite scroll). */
export const exhibitorListOptions = (bventId: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey('exhibitor', 'list', bventId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listExhibitors,
        { body: { bventId, pageNo: pageParam, pageSize: LIST_PAGE_SIZE } },
        { signal, ignoreError: true },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
