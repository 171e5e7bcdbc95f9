import { infiniteQueryOptions } from '@tanstack/react-query';
import { listProjects } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';
import { LIST_PAGE_SIZE } from './list-exhibitors.ts';

/** Listed projects of the event in sort order, page by page. */
export const projectListOptions = (bventId: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey('project', 'list', bventId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listProjects,
        { body: { bventId, pageNo: pageParam, pageSize: LIST_PAGE_SIZE } },
        { signal, ignoreError: true },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });
