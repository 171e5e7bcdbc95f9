import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  attendeeReviewQueue,
  banExhibitor,
  demandReviewQueue,
  exhibitorAuditQueue,
  markOrderPaid,
  paymentReviewQueue,
  productReviewQueue,
  refusePayment,
  reviewAttendee,
  reviewDemand,
  reviewExhibitor,
  reviewLog,
  reviewProduct,
  reviewSummary,
  WORKBENCH_PAGE_SIZE,
  type TAttendeeQueueState,
  type TDemandState,
  type TExhibitorAuditDecision,
  type TExhibitorAuditState,
  type TPaymentQueueState,
  type TProductDecision,
  type TProductState,
  type TReviewSubject,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import type { TAttendeeDecision } from '../hooks/review-rules.ts';

/** Every query of the console starts with this key: a decision refreshes the queues, the counts and the log. */
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

/** How much waits in each queue: the console's front page. */
export const summaryOptions = (bventId: string, accountId: string) =>
  queryOptions({
    queryKey: localizedKey(REVIEW_KEY, 'summary', bventId, accountId),
    queryFn: ({ signal }) =>
      request(reviewSummary, { query: { bventId } }, { signal, ignoreError: true }).then((r) => r.data),
  });

/**
 * A queue's pages, WORKBENCH_PAGE_SIZE rows at a time; a page shorter than that is the last. Each page carries
 * the counts of every state (the chips read the newest).
 */
function queuePages<T extends { items: readonly unknown[] }>(
  key: readonly unknown[],
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<T>,
) {
  return infiniteQueryOptions({
    queryKey: key,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: T, pages: T[]) =>
      last.items.length < WORKBENCH_PAGE_SIZE ? undefined : pages.length + 1,
  });
}

const page = (pageNo: number, keyword: string) => ({
  pageNo,
  pageSize: WORKBENCH_PAGE_SIZE,
  ...(keyword ? { keyword } : {}),
});

/** Exhibiting organizations by audit state, or the banned exhibitors (whatever their audit). */
export const exhibitorQueueOptions = (
  bventId: string,
  accountId: string,
  state: TExhibitorAuditState,
  banned: boolean,
  keyword: string,
) =>
  queuePages(
    localizedKey(REVIEW_KEY, 'exhibitors', bventId, accountId, state, banned, keyword),
    (n, signal) =>
      request(
        exhibitorAuditQueue,
        { query: { bventId, state, ...(banned ? { banned: 'true' as const } : {}), ...page(n, keyword) } },
        { signal, ignoreError: true },
      ).then((r) => r.data),
  );

export const productQueueOptions = (
  bventId: string,
  accountId: string,
  state: TProductState,
  keyword: string,
) =>
  queuePages(localizedKey(REVIEW_KEY, 'products', bventId, accountId, state, keyword), (n, signal) =>
    request(
      productReviewQueue,
      { query: { bventId, state, ...page(n, keyword) } },
      { signal, ignoreError: true },
    ).then((r) => r.data),
  );

export const attendeeQueueOptions = (
  bventId: string,
  accountId: string,
  state: TAttendeeQueueState,
  keyword: string,
) =>
  queuePages(localizedKey(REVIEW_KEY, 'attendees', bventId, accountId, state, keyword), (n, signal) =>
    request(
      attendeeReviewQueue,
      { query: { bventId, state, ...page(n, keyword) } },
      { signal, ignoreError: true },
    ).then((r) => r.data),
  );

export const paymentQueueOptions = (
  bventId: string,
  accountId: string,
  state: TPaymentQueueState,
  keyword: string,
) =>
  queuePages(localizedKey(REVIEW_KEY, 'payments', bventId, accountId, state, keyword), (n, signal) =>
    request(
      paymentReviewQueue,
      { query: { bventId, state, ...page(n, keyword) } },
      { signal, ignoreError: true },
    ).then((r) => r.data),
  );

/** The decisions taken at the event, newest first, by the gateway's pager. */
export const logOptions = (bventId: string, accountId: string, subject: TReviewSubject | null) =>
  infiniteQueryOptions({
    queryKey: localizedKey(REVIEW_KEY, 'log', bventId, accountId, subject),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        reviewLog,
        {
          query: {
            bventId,
            pageNo: pageParam,
            pageSize: WORKBENCH_PAGE_SIZE,
            ...(subject ? { subject } : {}),
          },
        },
        { signal, ignoreError: true },
      ),
    getNextPageParam: (last, pages) =>
      last.pager
        ? last.pager.pageNo < last.pager.totalPages
          ? last.pager.pageNo + 1
          : undefined
        : last.data.length < WORKBENCH_PAGE_SIZE
          ? undefined
          : pages.length + 1,
  });

/*
 * The decisions. Refusals are not toasted by the client: the console says them where they belong (a missing
 * note in its dialog, a decision taken meanwhile by someone else as a notice before the queue is read again).
 */
const quiet = { ignoreError: true } as const;

export const decideExhibitor = (body: {
  bventId: string;
  orgId: string;
  decision: TExhibitorAuditDecision;
  note: string;
}) => request(reviewExhibitor, { body }, quiet).then((r) => r.data);

export const banAnExhibitor = (body: {
  bventId: string;
  exhibitorId: string;
  banned: boolean;
  note: string;
}) => request(banExhibitor, { body }, quiet).then((r) => r.data);

export const decideProduct = (body: {
  bventId: string;
  id: string;
  decision: TProductDecision;
  note: string;
}) => request(reviewProduct, { body }, quiet).then((r) => r.data);

export const decideAttendee = (body: {
  bventId: string;
  accountId: string;
  decision: TAttendeeDecision;
  note: string;
}) => request(reviewAttendee, { body }, quiet).then((r) => r.data);

export const markPaid = (bventId: string, orderId: string) =>
  request(markOrderPaid, { params: { bventId }, body: { orderId } }, quiet).then((r) => r.data);

export const refuseAPayment = (body: { bventId: string; orderId: string; note: string }) =>
  request(refusePayment, { body }, quiet).then((r) => r.data);
