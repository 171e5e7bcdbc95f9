import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  cancelLiveReservation,
  getLiveDetail,
  listLives,
  liveCalendar,
  reserveLive,
  type TLiveSeat,
  type TLiveState,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';
import { nextPageNo } from '../../../components/cards/paging.ts';
import { saveCalendarFile } from '../hooks/save-calendar-file.ts';

/** Every query of this feature starts with this key: a reservation refreshes them all. */
export const LIVE_KEY = 'live';

const PAGE_SIZE = 20;

export interface LiveListFilter {
  bventId: string;
  state: TLiveState;
  day: string | null;
  exhibitorId: string | null;
}

/** A tab of the live list, page by page; the ended tab lists the replays only. */
export const liveListOptions = (f: LiveListFilter) =>
  infiniteQueryOptions({
    queryKey: localizedKey(LIVE_KEY, 'list', f.bventId, f.state, f.day ?? '', f.exhibitorId ?? ''),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      request(
        listLives,
        {
          body: {
            bventId: f.bventId,
            pageNo: pageParam,
            pageSize: PAGE_SIZE,
            state: f.state,
            withReplay: f.state === 'ended' ? true : undefined,
            day: f.day ?? undefined,
            exhibitorId: f.exhibitorId ?? undefined,
          },
        },
        { signal, ignoreError: true },
      ),
    getNextPageParam: (last) => nextPageNo(last.pager, last.data.length),
  });

/**
 * A live's page as one viewer sees it (whether they reserved, what plays for them): the account is part of the
 * key, so the server-rendered stranger's answer is read again once the visitor's session is known. An unknown or
 * removed live answers 7501, which sends the visitor to the noContent page ("live not exist"). Its other business
 * failures are not toasted (the client ignores detail errors): the page shows its own failed state, the started
 * notice stays quiet.
 */
export const liveDetailOptions = (id: string, accountId: string | null) =>
  queryOptions({
    queryKey: localizedKey(LIVE_KEY, 'detail', id, accountId ?? ''),
    queryFn: async ({ signal }) =>
      (await request(getLiveDetail, { query: { id } }, { signal, ignoreError: true })).data,
  });

/** Reserve (with the code of a private live) or cancel; the server's refusal is toasted in the visitor's language. */
export async function changeReservation(
  bventId: string,
  liveId: string,
  reserve: boolean,
  inviteCode?: string,
): Promise<TLiveSeat> {
  return reserve
    ? (await request(reserveLive, { body: { bventId, liveId, inviteCode } })).data
    : (await request(cancelLiveReservation, { body: { liveId } })).data;
}

/** The live's slot saved as an .ics file for the visitor's own calendar. */
export async function saveLiveCalendar(liveId: string): Promise<string> {
  const cal = (await request(liveCalendar, { query: { liveId } })).data;
  return saveCalendarFile(cal.fileName, cal.content);
}
