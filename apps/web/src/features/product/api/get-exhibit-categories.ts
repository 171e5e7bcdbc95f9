import { queryOptions } from '@tanstack/react-query';
import { getExhibitCategoryList } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** An exhibitor's product categories (the products tab's filter); a failure only hides the filter. */
export const exhibitCategoriesOptions = (bventId: string, exhibitorId: string) =>
  queryOptions({
    queryKey: localizedKey('exhibit', 'categories', bventId, exhibitorId),
    queryFn: ({ signal }) =>
      request(getExhibitCategoryList, { body: { bventId, exhibitorId } }, { signal, ignoreError: true }).then(
        (r) => r.data,
      ),
  });
