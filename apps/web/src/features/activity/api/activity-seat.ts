import { queryOptions } from '@tanstack/react-query';
import { getActivitySeat } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/**
 * The signed-in visitor's seat at one activity (keyed by the account: another login on the same phone never sees
 * it). Failures stay quiet: the button then stays untappable rather than guess.
 */
export const activitySeatOptions = (activityId: string, accountId: string) =>
  queryOptions({
    queryKey: ['activity', 'seat', activityId, accountId] as const,
    queryFn: ({ signal }) =>
      request(
        getActivitySeat,
        { query: { activityId } },
        { signal, ignoreError: true, ignoreAuth: true },
      ).then((r) => r.data),
  });
