import { queryOptions } from '@tanstack/react-query';
import { getDecorationData } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

export const decorationOptions = (bventId: string) =>
  queryOptions({
    queryKey: ['bvent', bventId, 'decoration'] as const,
    queryFn: ({ signal }) =>
      request(getDecorationData, { query: { bventId } }, { signal }).then((r) => r.data),
  });
