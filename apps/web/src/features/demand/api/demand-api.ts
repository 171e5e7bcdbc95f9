import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  closeDemand,
  DEMAND_PAGE_SIZE,
  demandDetail,
  demandHall,
  IDEMPOTENCY_HEADER,
  listExhibits,
  myDemands,
  publishDemand,
  replyDemand,
  type TDemandBody,
  uploadDemandPicture,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

export const DEMAND_KEY = 'demand';

/** The hall: published demands, newest first, a page after the last one's position. */
export const demandHallOptions = (bventId: string, categoryId: string | undefined, keyword: string) =>
  infiniteQueryOptions({
    queryKey: localizedKey(DEMAND_KEY, 'hall', bventId, categoryId ?? null, keyword),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      request(
        demandHall,
        {
          query: {
            bventId,
            pageSize: DEMAND_PAGE_SIZE,
            ...(categoryId ? { categoryId } : {}),
            ...(keyword ? { keyword } : {}),
            ...(pageParam ? { before: pageParam } : {}),
          },
        },
        { signal, ignoreError: true },
      ).then((r) => r.data),
    getNextPageParam: (last) => last.next,
  });

/** One demand as its viewer may see it (anonymous on the server, then the signed-in viewer's). */
export const demandOptions = (bventId: string, id: string, accountId: string | null) =>
  queryOptions({
    queryKey: localizedKey(DEMAND_KEY, 'detail', id, accountId),
    queryFn: ({ signal }) =>
      request(demandDetail, { query: { bventId, id } }, { signal, ignoreError: true }).then((r) => r.data),
  });

/** The buyer's demands in every state with every reply (the first 50: a fair's worth). */
export const myDemandsOptions = (bventId: string, accountId: string) =>
  queryOptions({
    queryKey: localizedKey(DEMAND_KEY, 'mine', bventId, accountId),
    queryFn: ({ signal }) =>
      request(myDemands, { query: { bventId, pageNo: 1, pageSize: 50 } }, { signal }).then((r) => r.data),
  });

/** The products an exhibitor may show in an answer (its listed ones, the first 50). */
export const ownProductsOptions = (bventId: string, exhibitorId: string) =>
  queryOptions({
    queryKey: localizedKey(DEMAND_KEY, 'products', exhibitorId),
    queryFn: ({ signal }) =>
      request(listExhibits, { body: { bventId, exhibitorId, pageNo: 1, pageSize: 50 } }, { signal }).then(
        (r) => r.data,
      ),
  });

/** Publishes a demand; the key makes a retry of the same form record one demand. */
export const sendDemand = (body: TDemandBody, key: string) =>
  request(publishDemand, { body }, { ignoreError: true, headers: { [IDEMPOTENCY_HEADER]: key } }).then(
    (r) => r.data,
  );

export const uploadPicture = (bventId: string, data: string) =>
  request(uploadDemandPicture, { body: { bventId, data } }, { ignoreError: true }).then((r) => r.data);

export const closeADemand = (bventId: string, id: string) =>
  request(closeDemand, { body: { bventId, id } }, { ignoreError: true }).then((r) => r.data);

export const answerDemand = (body: {
  bventId: string;
  id: string;
  text: string;
  productIds: string[];
  sendBusinessCard: boolean;
}) => request(replyDemand, { body }, { ignoreError: true }).then((r) => r.data);
