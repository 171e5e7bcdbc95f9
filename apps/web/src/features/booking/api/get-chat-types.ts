import { queryOptions } from '@tanstack/react-query';
import { getChatTypeByBventId } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/** The meeting types (online, offline) the event enables; the dialog offers only these. */
export const chatTypesOptions = (bventId: string) =>
  queryOptions({
    queryKey: ['booking', 'chatTypes', bventId] as const,
    queryFn: ({ signal }) =>
      request(getChatTypeByBventId, { query: { bventId } }, { signal, ignoreError: true }).then(
        (r) => r.data.chatTypes,
      ),
    staleTime: 5 * 60_000,
  });
