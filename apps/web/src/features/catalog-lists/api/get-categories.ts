import { queryOptions } from '@tanstack/react-query';
import { getCategoryByBventId } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** The event's product categories (two levels, with counts) for the product list's filter. */
export const categoryTreeOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('exhibit', 'categories', bventId),
    queryFn: ({ signal }) =>
      request(getCategoryByBventId, { body: { bventId } }, { signal, ignoreError: true }).then((r) => r.data),
  });
