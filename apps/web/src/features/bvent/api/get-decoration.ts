import { queryOptions } from '@tanstack/react-query';
import { getDecorationData } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

export const decorationOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('bvent', bventId, 'decoration'),
    queryFn: ({ signal }) =>
      request(getDecorationData, { query: { bventId } }, { signal }).then((r) => r.data),
  });
