import { queryOptions } from '@tanstack/react-query';
import { getExhibitorDetail } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** The shop home (header, raw counters, profile fields); states 1001-1004 leave through noContent. */
export const exhibitorDetailOptions = (id: string, bventId: string) =>
  queryOptions({
    queryKey: localizedKey('exhibitor', id, 'detail', bventId),
    queryFn: ({ signal }) =>
      request(getExhibitorDetail, { query: { id, mSiteId: bventId, isMobile: true } }, { signal }).then(
        (r) => r.data,
      ),
  });
