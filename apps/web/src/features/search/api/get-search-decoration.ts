import { queryOptions } from '@tanstack/react-query';
import { getSearchBventDecorate } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** The search box's placeholder and hot words; the page works without them, so failures stay quiet. */
export const searchDecorationOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('search', bventId, 'decoration'),
    queryFn: ({ signal }) =>
      request(getSearchBventDecorate, { query: { bventId } }, { signal, ignoreError: true }).then(
        (r) => r.data,
      ),
  });
