import { infiniteQueryOptions } from '@tanstack/react-query';
import { listExhibits } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';
import { LIST_PAGE_SIZE } from './list-exhibitors.ts';

/** Listed products of the event, optionally of one category (a parent includes its children). */
export const productListOptions = (bventId: string, cate: string | undefined) =>
  infiniteQueryOptions({
    queryKey: localizedKey('exhibit', 'list', bventId, cate ?? null),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listExhibits,
        { body: { bventId, cate, pageNo: pageParam, pageSize: LIST_PAGE_SIZE } },
        { signal, ignoreError: true },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
