import { callsOf } from '../define.ts';
import type { SEARCH_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof SEARCH_CALL_SCHEMAS>();

export const searchCompanies = defineCall({
  id: 'searchCompanies',
  method: 'POST',
  path: '/SEARCHAPI/company/classify-v2',
  summary:
    'Exhibitors of an event matching a term in any of their languages (Chinese by bigrams), ranked, highlighted, paged',
  auth: 'optional',
  paged: true,
});

export const searchProducts = defineCall({
  id: 'searchProducts',
  method: 'POST',
  path: '/SEARCHAPI/product/classify',
  summary:
    'Listed products of an event matching a term in any of their languages, ranked, highlighted, paged',
  auth: 'optional',
  paged: true,
});

export const searchCompanyProducts = defineCall({
  id: 'searchCompanyProducts',
  method: 'POST',
  path: '/SEARCHAPI/company/product',
  summary: "The top listed products (by the exhibitor's own order) of each company in a result page",
  auth: 'optional',
});

export const clickFavoriteNum = defineCall({
  id: 'clickFavoriteNum',
  method: 'POST',
  path: '/Api/SEARCHAPI/search/clickFavoriteNum',
  summary:
    "Records a click on a search result and answers that result's click and favorite numbers (raw counters)",
  auth: 'optional',
});
