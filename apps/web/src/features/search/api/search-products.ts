import { infiniteQueryOptions } from '@tanstack/react-query';
import { searchProducts } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';
import { SEARCH_PAGE_SIZE } from './search-companies.ts';

/** Listed products matching a checked term. */
export const productSearchOptions = (bventId: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey('search', 'product', bventId, keyword),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        searchProducts,
        {
          query: { type: 'm' },
          body: { bventId, searchValue: keyword, pageNo: pageParam, pageSize: SEARCH_PAGE_SIZE },
        },
        { signal, ignoreError: true },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
