import { queryOptions } from '@tanstack/react-query';
import {
  businessCardVcard,
  businessCardWall,
  businessCardWallCsv,
  getInternationalAreaCodes,
  getMyBusinessCard,
  saveMyBusinessCard,
  sendBusinessCard,
  sendBusinessCardBack,
  type TCardExchange,
  type TCardFields,
  type TCardWallBox,
  type TLanguage,
  type TMyCard,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

export const myCardOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['card', 'mine', accountId],
    queryFn: ({ signal }) => request(getMyBusinessCard, {}, { signal }).then((r) => r.data),
  });

/** The countries with their calling codes (the card's country and its phone's prefix are chosen together). */
export const areaCodesOptions = (lang: TLanguage) =>
  queryOptions({
    queryKey: ['area-codes', lang],
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      request(getInternationalAreaCodes, { params: { x: lang } }, { signal }).then((r) => r.data),
  });

export interface WallFilter {
  bventId: string;
  box: TCardWallBox;
  keyword: string;
  /** ISO instants of the viewer's day boundaries, or ''. */
  from: string;
  to: string;
}

const wallQuery = (f: WallFilter) => ({
  bventId: f.bventId,
  box: f.box,
  ...(f.keyword.trim() ? { keyword: f.keyword.trim() } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
});

export const wallOptions = (f: WallFilter, accountId: string) =>
  queryOptions({
    queryKey: ['card', 'wall', accountId, f],
    queryFn: ({ signal }) =>
      request(businessCardWall, { query: { ...wallQuery(f), pageNo: 1, pageSize: 50 } }, { signal }).then(
        (r) => ({ items: r.data, total: r.pager?.total ?? r.data.length }),
      ),
  });

/** Saves the card; a refusal rejects with the gateway's message for the form to show. */
export async function saveCard(fields: TCardFields): Promise<TMyCard> {
  return (await request(saveMyBusinessCard, { body: fields }, { ignoreError: true })).data;
}

export async function sendCard(bventId: string, exhibitorId: string): Promise<TCardExchange> {
  return (await request(sendBusinessCard, { body: { bventId, exhibitorId } }, { ignoreError: true })).data;
}

export async function sendCardBack(bventId: string, exchangeId: string): Promise<TCardExchange> {
  return (await request(sendBusinessCardBack, { body: { bventId, exchangeId } })).data;
}

export async function vcardFile(exchangeId: string) {
  return (await request(businessCardVcard, { query: { exchangeId } })).data;
}

export async function wallCsvFile(f: WallFilter) {
  return (await request(businessCardWallCsv, { query: wallQuery(f) })).data;
}
