import { infiniteQueryOptions } from '@tanstack/react-query';
import { listActivityHall } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export const HALL_PAGE_SIZE = 10;

/** Pages of the activity hall (the event's activities, or one day's), for infinite scroll. */
export const activityHallOptions = (filter: { bventId: string; day: string | null }) =>
  infiniteQueryOptions({
    queryKey: localizedKey('activity', 'hall', filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listActivityHall,
        {
          body: {
            bventId: filter.bventId,
            ...(filter.day ? { day: filter.day } : {}),
            pageNo: pageParam,
            pageSize: HALL_PAGE_SIZE,
          },
        },
        { signal },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
