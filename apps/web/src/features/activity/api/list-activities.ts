import { infiniteQueryOptions } from '@tanstack/react-query';
import { listExhibitorActivities } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export const ACTIVITY_PAGE_SIZE = 10;

/** Pages of an exhibitor's activities (the activity tab), for infinite scroll. */
export const activityListOptions = (filter: { bventId: string; exhibitorId: string }) =>
  infiniteQueryOptions({
    queryKey: localizedKey('activity', 'list', filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listExhibitorActivities,
        { body: { ...filter, pageNo: pageParam, pageSize: ACTIVITY_PAGE_SIZE } },
        { signal },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
