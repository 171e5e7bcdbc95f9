import { queryOptions } from '@tanstack/react-query';
import { demandReviewQueue, reviewDemand, type TDemandState } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

export const REVIEW_KEY = 'review';

/** The organizer's demands in one state (the first 50, pending ones by default), with each state's count. */
export const demandQueueOptions = (bventId: string, accountId: string, state: TDemandState) =>
  queryOptions({
    queryKey: localizedKey(REVIEW_KEY, 'demands', bventId, accountId, state),
    queryFn: ({ signal }) =>
      request(demandReviewQueue, { query: { bventId, state, pageNo: 1, pageSize: 50 } }, { signal }).then(
        (r) => r.data,
      ),
  });

export const decideDemand = (body: {
  bventId: string;
  id: string;
  decision: 'approve' | 'reject';
  note: string;
}) => request(reviewDemand, { body }, { ignoreError: true }).then((r) => r.data);
