import { z } from 'zod';
import { defineCall } from '../define.ts';
import {
  ZClickFavoriteBody,
  ZClickFavoriteNum,
  ZCompanyHit,
  ZCompanyProducts,
  ZCompanyProductsBody,
  ZCompanyProductsQuery,
  ZProductHit,
  ZSearchFilter,
  ZSearchQuery,
} from './schemas.ts';

export const searchCompanies = defineCall({
  id: 'searchCompanies',
  method: 'POST',
  path: '/SEARCHAPI/company/classify-v2',
  summary:
    'Exhibitors of an event matching a term in any of their languages (Chinese by bigrams), ranked, highlighted, paged',
  auth: 'optional',
  query: ZSearchQuery,
  body: ZSearchFilter,
  response: z.array(ZCompanyHit),
  paged: true,
});

export const searchProducts = defineCall({
  id: 'searchProducts',
  method: 'POST',
  path: '/SEARCHAPI/product/classify',
  summary:
    'Listed products of an event matching a term in any of their languages, ranked, highlighted, paged',
  auth: 'optional',
  query: ZSearchQuery,
  body: ZSearchFilter,
  response: z.array(ZProductHit),
  paged: true,
});

export const searchCompanyProducts = defineCall({
  id: 'searchCompanyProducts',
  method: 'POST',
  path: '/SEARCHAPI/company/product',
  summary: "The top listed products (by the exhibitor's own order) of each company in a result page",
  auth: 'optional',
  query: ZCompanyProductsQuery,
  body: ZCompanyProductsBody,
  response: z.array(ZCompanyProducts),
});

export const clickFavoriteNum = defineCall({
  id: 'clickFavoriteNum',
  method: 'POST',
  path: '/Api/SEARCHAPI/search/clickFavoriteNum',
  summary:
    "Records a click on a search result and answers that result's click and favorite numbers (raw counters)",
  auth: 'optional',
  body: ZClickFavoriteBody,
  response: ZClickFavoriteNum,
});
