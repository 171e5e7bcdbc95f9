import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getMySlots, mySentMeetings, receivedMeetings, type TMeetingStatus } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { BOOKING_STOCKS_KEY, MEETINGS_KEY } from '../../../lib/query-keys.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';

export const MEETINGS_PAGE_SIZE = 10;

/** Every meetings query starts with this key, so one answer (cancel, confirm, slots) refreshes them all. */
const ROOT = MEETINGS_KEY[0];

type ListFilter = { bventId: string; status?: TMeetingStatus };

/** The visitor's booked meetings at the event (mySentMeetings), soonest first, paged. */
export const sentMeetingsOptions = (filter: ListFilter) =>
  infiniteQueryOptions({
    queryKey: [ROOT, 'sent', filter],
    initialPageParam: 1,
    // A meeting's state is changed by the other side: never show a stale copy for long.
    staleTime: 10_000,
    queryFn: ({ pageParam, signal }) =>
      request(
        mySentMeetings,
        { body: { ...filter, pageNo: pageParam, pageSize: MEETINGS_PAGE_SIZE } },
        { signal },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });

/** Requests to the exhibitor's organization (receivedMeetings), soonest first, paged. */
export const receivedMeetingsOptions = (filter: ListFilter) =>
  infiniteQueryOptions({
    queryKey: [ROOT, 'received', filter],
    initialPageParam: 1,
    staleTime: 10_000,
    queryFn: ({ pageParam, signal }) =>
      request(
        receivedMeetings,
        { body: { ...filter, pageNo: pageParam, pageSize: MEETINGS_PAGE_SIZE } },
        { signal },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });

/** The exhibitor's slots for every day of the event. */
export const mySlotsOptions = (bventId: string) =>
  queryOptions({
    queryKey: [ROOT, 'slots', bventId],
    staleTime: 10_000,
    queryFn: async ({ signal }) => (await request(getMySlots, { query: { bventId } }, { signal })).data,
  });

/**
 * After an answer that changes meetings or seats: the lists and the slots are read again, and so are the booking
 * dialog's seats (a cancel or decline frees one, a slot change moves them).
 */
export async function refreshMeetings(): Promise<void> {
  await Promise.all([
    getQueryClient().invalidateQueries({ queryKey: MEETINGS_KEY }),
    getQueryClient().invalidateQueries({ queryKey: BOOKING_STOCKS_KEY }),
  ]);
}
