import { queryOptions } from '@tanstack/react-query';
import { getBventByExhibitorIdOrExhibitId } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

export interface BventOwner {
  exhibitorId?: string;
  exhibitId?: string;
}

/** The event an exhibitor (or a product) belongs to: exhibitor and exhibit routes start here (SPEC §2). */
export const bventByOwnerOptions = (owner: BventOwner) =>
  queryOptions({
    queryKey: ['bvent', 'byOwner', owner.exhibitorId ?? null, owner.exhibitId ?? null] as const,
    queryFn: ({ signal }) =>
      request(getBventByExhibitorIdOrExhibitId, { query: owner }, { signal }).then((r) => r.data),
  });
