import { queryOptions } from '@tanstack/react-query';
import { listPavilions } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** The event's pavilions (exhibition groups), for home and the exhibition group list. */
export const pavilionListOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('pavilion', bventId, 'list'),
    queryFn: ({ signal }) =>
      request(listPavilions, { query: { bventId } }, { signal, ignoreError: true }).then((r) => r.data),
  });
