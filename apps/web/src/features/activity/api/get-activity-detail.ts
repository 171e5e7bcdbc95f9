import { queryOptions } from '@tanstack/react-query';
import { getExhibitorActivityDetail } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/**
 * The eventsDetails page's activity. An unknown id answers 404 ActivityNotFound, which goes to noContent like
 * every page's missing subject; any other failure is the page's own error state (not a toast): ignoreError.
 */
export const activityDetailOptions = (id: string) =>
  queryOptions({
    queryKey: localizedKey('activity', id, 'detail'),
    queryFn: ({ signal }) =>
      request(getExhibitorActivityDetail, { query: { id } }, { signal, ignoreError: true }).then(
        (r) => r.data,
      ),
    retry: false,
  });
