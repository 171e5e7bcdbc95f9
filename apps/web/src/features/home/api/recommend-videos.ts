import { queryOptions } from '@tanstack/react-query';
import { recommendExhibitorVideo } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

export const HOME_VIDEO_COUNT = 6;

/** Exhibitors' recommended videos for home (newest first, one short page). */
export const homeVideosOptions = (bventId: string) =>
  queryOptions({
    queryKey: localizedKey('home', bventId, 'videos'),
    queryFn: ({ signal }) =>
      request(
        recommendExhibitorVideo,
        { body: { bventId, pageNo: 1, pageSize: HOME_VIDEO_COUNT } },
        { signal, ignoreError: true },
      ).then((r) => r.data),
  });
