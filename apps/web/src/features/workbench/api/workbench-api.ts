import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  deleteProduct,
  enquiryInbox,
  getMySlots,
  IDEMPOTENCY_HEADER,
  productShelf,
  receivedMeetings,
  saveProduct,
  type TProductState,
  uploadProductVideo,
  type TSaveProductBody,
  WORKBENCH_PAGE_SIZE,
  workbenchProduct,
  workbenchProducts,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { MEETINGS_KEY } from '../../../lib/query-keys.ts';

export const WORKBENCH_KEY = 'workbench';

/**
 * Whose workbench: the account and the organization it acts for (the Current-Org header), so a switch of role
 * never shows another organization's products from the cache.
 */
export interface Acting {
  bventId: string;
  accountId: string;
  orgId: string | null;
}

/** The organizer decides on another page: a list read a few seconds ago may be out of date. */
const FRESH_MS = 10_000;

/** The exhibitor's products in one state (every state without one), newest change first, with each state's count. */
export const productsOptions = (who: Acting, state: TProductState | null) =>
  infiniteQueryOptions({
    queryKey: localizedKey(WORKBENCH_KEY, 'products', who.bventId, who.accountId, who.orgId, state),
    initialPageParam: 1,
    staleTime: FRESH_MS,
    queryFn: ({ pageParam, signal }) =>
      request(
        workbenchProducts,
        {
          query: {
            bventId: who.bventId,
            pageNo: pageParam,
            pageSize: WORKBENCH_PAGE_SIZE,
            ...(state ? { state } : {}),
          },
        },
        { signal },
      ).then((r) => ({ ...r.data, pageNo: pageParam })),
    // No pager on this call: a full page may have more after it, and the state's count says how many in all.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      const total = state ? last.counts[state] : Object.values(last.counts).reduce((a, b) => a + b, 0);
      return last.items.length === WORKBENCH_PAGE_SIZE && loaded < total ? last.pageNo + 1 : undefined;
    },
  });

/** Only the counts (the workbench's front page). */
export const productCountsOptions = (who: Acting) =>
  queryOptions({
    queryKey: localizedKey(WORKBENCH_KEY, 'counts', who.bventId, who.accountId, who.orgId),
    staleTime: FRESH_MS,
    queryFn: ({ signal }) =>
      request(
        workbenchProducts,
        { query: { bventId: who.bventId, pageNo: 1, pageSize: 1 } },
        { signal },
      ).then((r) => ({ counts: r.data.counts, revisions: r.data.revisions })),
  });

/** One of the exhibitor's products: what visitors see, what waits for the organizer, the organizer's note. */
export const productOptions = (who: Acting, id: string) =>
  queryOptions({
    queryKey: localizedKey(WORKBENCH_KEY, 'product', who.bventId, who.accountId, who.orgId, id),
    staleTime: FRESH_MS,
    queryFn: ({ signal }) =>
      request(workbenchProduct, { query: { bventId: who.bventId, id } }, { signal }).then((r) => r.data),
  });

/**
 * Meeting requests waiting for the exhibitor's answer: only the total. Under the meetings key, so an answer on the
 * meetings workbench refreshes it too.
 */
export const waitingMeetingsOptions = (who: Acting) =>
  queryOptions({
    queryKey: [...MEETINGS_KEY, 'workbench-waiting', who.bventId, who.accountId, who.orgId],
    staleTime: FRESH_MS,
    queryFn: ({ signal }) =>
      request(
        receivedMeetings,
        { body: { bventId: who.bventId, status: 'Waiting', pageNo: 1, pageSize: 1 } },
        { signal },
      ).then((r) => r.pager?.total ?? r.data.length),
  });

/** New enquiries (not answered yet): only the total. */
export const newEnquiriesOptions = (who: Acting) =>
  queryOptions({
    queryKey: [WORKBENCH_KEY, 'new-enquiries', who.bventId, who.accountId, who.orgId],
    staleTime: FRESH_MS,
    queryFn: ({ signal }) =>
      request(
        enquiryInbox,
        { query: { bventId: who.bventId, state: 'new', pageNo: 1, pageSize: 1 } },
        { signal },
      ).then((r) => r.pager?.total ?? r.data.length),
  });

/** The exhibitor the organization shows at this event (its public page). */
export const ownExhibitorOptions = (who: Acting) =>
  queryOptions({
    queryKey: [WORKBENCH_KEY, 'exhibitor', who.bventId, who.accountId, who.orgId],
    queryFn: async ({ signal }) =>
      (await request(getMySlots, { query: { bventId: who.bventId } }, { signal })).data,
    select: (slots) => slots.exhibitorId,
  });

/** Creates (with the form's key: a retry is one product) or edits a product; the organizer reviews it. */
export const sendProduct = (body: TSaveProductBody, key: string | null) =>
  request(
    saveProduct,
    { body },
    { ignoreError: true, ...(key && !body.id ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}) },
  ).then((r) => r.data);

export const shelveProduct = (bventId: string, id: string, listed: boolean) =>
  request(productShelf, { body: { bventId, id, listed } }, { ignoreError: true }).then((r) => r.data);

export const removeProduct = (bventId: string, id: string) =>
  request(deleteProduct, { body: { bventId, id } }, { ignoreError: true }).then((r) => r.data);

/** Sends a product video as it is (never read into memory here); the gateway checks it by its boxes and keeps it. */
export const uploadVideo = (bventId: string, file: Blob, signal?: AbortSignal) =>
  request(
    uploadProductVideo,
    { query: { bventId } },
    { ignoreError: true, rawBody: file, ...(signal ? { signal } : {}) },
  ).then((r) => r.data);
