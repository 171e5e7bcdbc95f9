import { queryOptions } from '@tanstack/react-query';
import { getExhibitorContactInformation } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/**
 * Every contact detail (type '0') of an exhibitor organization at an event. The server answers only where
 * the decoration enables it, so callers build this only then; failures are not toasted (the card hides).
 */
export const exhibitorContactOptions = (exhibitorOrgId: string, bventId: string) =>
  queryOptions({
    queryKey: localizedKey('exhibitor', exhibitorOrgId, 'contact', bventId),
    queryFn: ({ signal }) =>
      request(
        getExhibitorContactInformation,
        { params: { exhibitorOrgId, bventId, type: '0' } },
        { signal, background: true },
      ).then((r) => r.data),
    // A hidden card is the answer to a failure; asking again would only repeat it.
    retry: false,
  });
