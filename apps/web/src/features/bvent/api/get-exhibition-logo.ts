import { queryOptions } from '@tanstack/react-query';
import { getExhibitionLogo } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

export const exhibitionLogoOptions = (bventId: string) =>
  queryOptions({
    queryKey: ['bvent', bventId, 'logo'] as const,
    queryFn: ({ signal }) =>
      request(getExhibitionLogo, { query: { bventId } }, { signal }).then((r) => r.data),
  });
