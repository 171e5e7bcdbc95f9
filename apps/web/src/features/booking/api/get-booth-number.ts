import { queryOptions } from '@tanstack/react-query';
import { exhibitorOfflineBoothNumberQuery } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/** The exhibitor's booth, offered as an offline meeting's address (asked once offline is chosen). */
export const boothNumberOptions = (bventId: string, exhibitorOrgId: string) =>
  queryOptions({
    queryKey: ['booking', 'boothNumber', bventId, exhibitorOrgId] as const,
    queryFn: ({ signal }) =>
      request(
        exhibitorOfflineBoothNumberQuery,
        { body: { bventId, exhibitorOrgId } },
        { signal, ignoreError: true },
      ).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
