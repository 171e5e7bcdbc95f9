import { queryOptions } from '@tanstack/react-query';
import { listChatStocks, type TRoleType } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { BOOKING_STOCKS_KEY } from '../../../lib/query-keys.ts';

export interface StocksTarget {
  bventId: string;
  receiveOrgId: string;
  receiveAccountId?: string;
  role?: TRoleType;
}

/** The prefix every Stocks query of an exhibitor shares: a reserve invalidates it so idleCount is fresh. */
export const stocksKey = (bventId: string, receiveOrgId: string) =>
  [...BOOKING_STOCKS_KEY, bventId, receiveOrgId] as const;

/** Stocks: all the exhibitor's slots at the event (the dialog filters per day). */
export const stocksOptions = (t: StocksTarget) =>
  queryOptions({
    queryKey: [...stocksKey(t.bventId, t.receiveOrgId), t.receiveAccountId ?? '', t.role ?? ''] as const,
    queryFn: ({ signal }) =>
      request(
        listChatStocks,
        {
          body: {
            bventId: t.bventId,
            receiveOrgId: t.receiveOrgId,
            receiveAccountId: t.receiveAccountId,
            AttendeeOrganizationRole: t.role,
          },
        },
        { signal, ignoreError: true },
      ).then((r) => r.data.timeLines),
    // Seats change while the dialog is open; a slot chosen from a stale list is refused by Reserve anyway.
    staleTime: 15_000,
  });
