import { queryOptions } from '@tanstack/react-query';
import { getVideoDetail } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/**
 * One video: title, poster, MP4 and HLS addresses, owner, raw counters. An unknown id is 404 VideoNotFound,
 * which goes to noContent like every page's missing subject.
 */
export const videoDetailOptions = (id: string) =>
  queryOptions({
    queryKey: localizedKey('video', id, 'detail'),
    queryFn: ({ signal }) => request(getVideoDetail, { query: { id } }, { signal }).then((r) => r.data),
  });
