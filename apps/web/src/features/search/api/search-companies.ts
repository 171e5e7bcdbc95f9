import { infiniteQueryOptions } from '@tanstack/react-query';
import { searchCompanies } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export const SEARCH_PAGE_SIZE = 10;

/** Exhibitors matching a checked term (2+ characters: the caller never builds this for a shorter one). */
export const companySearchOptions = (bventId: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey('search', 'company', bventId, keyword),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        searchCompanies,
        {
          query: { type: 'm' },
          body: { bventId, searchValue: keyword, pageNo: pageParam, pageSize: SEARCH_PAGE_SIZE },
        },
        { signal, ignoreError: true },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
