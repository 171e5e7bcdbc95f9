import { infiniteQueryOptions } from '@tanstack/react-query';
import { listExhibits } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export interface ExhibitFilter {
  bventId: string;
  exhibitorId?: string;
  cate?: string;
  /** The product being viewed, left out of a "more from this exhibitor" strip. */
  exhibitId?: string;
}

/** Two rows of a two-column grid per screen and a bit more: one request fills a phone's first screen. */
export const EXHIBIT_PAGE_SIZE = 12;

/** Pages of listed products (infinite scroll); the pager decides when the list ends. */
export const exhibitListOptions = (filter: ExhibitFilter, pageSize = EXHIBIT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: localizedKey('exhibit', 'list', filter, pageSize),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(listExhibits, { body: { ...filter, pageNo: pageParam, pageSize } }, { signal }),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
