import { queryOptions } from '@tanstack/react-query';
import { getVideoDetail } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/**
 * One video: title, poster, MP4 and HLS addresses, owner, raw counters. An unknown id is an HTTP 404 (no
 * content code), which the page turns into its 404 view, so the failure is not toasted as well.
 */
export const videoDetailOptions = (id: string) =>
  queryOptions({
    queryKey: localizedKey('video', id, 'detail'),
    queryFn: ({ signal }) =>
      request(getVideoDetail, { query: { id } }, { signal, ignoreError: true }).then((r) => r.data),
  });
