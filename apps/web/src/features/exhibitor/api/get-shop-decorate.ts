import { queryOptions } from '@tanstack/react-query';
import { getShopDecorate } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** Banners and slogan; a shop without decoration still shows its page, so errors are not toasted. */
export const shopDecorateOptions = (id: string) =>
  queryOptions({
    queryKey: localizedKey('exhibitor', id, 'shopDecorate'),
    queryFn: ({ signal }) =>
      request(getShopDecorate, { query: { id } }, { signal, ignoreError: true }).then((r) => r.data),
  });
