import { queryOptions } from '@tanstack/react-query';
import { getExhibitionLogo } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

export const exhibitionLogoOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('bvent', bventId, 'logo'),
    queryFn: ({ signal }) =>
      request(getExhibitionLogo, { query: { bventId } }, { signal }).then((r) => r.data),
  });
