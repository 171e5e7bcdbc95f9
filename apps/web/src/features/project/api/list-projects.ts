import { infiniteQueryOptions } from '@tanstack/react-query';
import { listProjects } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export const PROJECT_PAGE_SIZE = 10;

/** Pages of an exhibitor's (or the event's) listed projects, for infinite scroll. */
export const projectListOptions = (filter: { bventId: string; exhibitorId?: string }) =>
  infiniteQueryOptions({
    queryKey: localizedKey('project', 'list', filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listProjects,
        { body: { ...filter, pageNo: pageParam, pageSize: PROJECT_PAGE_SIZE } },
        { signal },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
