import { infiniteQueryOptions } from '@tanstack/react-query';
import { myActivities } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';
import { HALL_PAGE_SIZE } from './list-activity-hall.ts';

/** Pages of the activities the signed-in visitor registered for (keyed by the account). */
export const myActivitiesOptions = (bventId: string, accountId: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey('activity', 'mine', bventId, accountId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(myActivities, { body: { bventId, pageNo: pageParam, pageSize: HALL_PAGE_SIZE } }, { signal }),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
