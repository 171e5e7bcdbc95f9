import { queryOptions } from '@tanstack/react-query';
import { getHomeRecommend } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** Home's recommended exhibitors and products; the page shows its own error state, so no toast. */
export const homeRecommendOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('home', bventId, 'recommend'),
    queryFn: ({ signal }) =>
      request(getHomeRecommend, { query: { bventId } }, { signal, ignoreError: true }).then((r) => r.data),
  });
