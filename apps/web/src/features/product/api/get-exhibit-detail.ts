import { queryOptions } from '@tanstack/react-query';
import { getExhibitDetail } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** A product page's data; states 2001-2004 leave through noContent (the api-client's envelope handling). */
export const exhibitDetailOptions = (id: string) =>
  queryOptions({
    queryKey: localizedKey('exhibit', id, 'detail'),
    queryFn: ({ signal }) =>
      request(getExhibitDetail, { query: { id, isMobile: true } }, { signal }).then((r) => r.data),
  });
