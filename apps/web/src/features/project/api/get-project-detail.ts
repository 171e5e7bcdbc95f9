import { queryOptions } from '@tanstack/react-query';
import { getProjectDetail } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** A project page's data; states 3001-3003 leave through noContent (the api-client's envelope handling). */
export const projectDetailOptions = (id: string) =>
  queryOptions({
    queryKey: localizedKey('project', id, 'detail'),
    queryFn: ({ signal }) =>
      request(getProjectDetail, { query: { id, isMobile: true } }, { signal }).then((r) => r.data),
  });
