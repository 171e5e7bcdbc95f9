import { queryOptions } from '@tanstack/react-query';
import { getBventById } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** The event by its id: the browse pages know the event (boot data, a pavilion), not an exhibitor of it. */
export const bventByIdOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('bvent', bventId, 'byId'),
    queryFn: ({ signal }) => request(getBventById, { query: { bventId } }, { signal }).then((r) => r.data),
  });
