import { queryOptions } from '@tanstack/react-query';
import { getBventByExhibitorIdOrExhibitId } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

export interface BventOwner {
  exhibitorId?: string;
  exhibitId?: string;
}

/** The event an exhibitor (or a product) belongs to: exhibitor and exhibit routes start here. */
export const bventByOwnerOptions = (owner: BventOwner) =>
  queryOptions({
    queryKey: localizedKey('bvent', 'byOwner', owner.exhibitorId ?? null, owner.exhibitId ?? null),
    queryFn: ({ signal }) =>
      request(getBventByExhibitorIdOrExhibitId, { query: owner }, { signal }).then((r) => r.data),
  });
