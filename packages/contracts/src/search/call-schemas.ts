import { z } from 'zod';
import {
  ZClickFavoriteBody,
  ZClickFavoriteNum,
  ZCompanyHit,
  ZCompanyProducts,
  ZCompanyProductsBody,
  ZCompanyProductsQuery,
  ZProductHit,
  ZCompanySearchFilter,
  ZProductSearchFilter,
  ZSearchQuery,
} from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const SEARCH_CALL_SCHEMAS = {
  searchCompanies: {
    query: ZSearchQuery,
    body: ZCompanySearchFilter,
    response: z.array(ZCompanyHit),
  },
  searchProducts: {
    query: ZSearchQuery,
    body: ZProductSearchFilter,
    response: z.array(ZProductHit),
  },
  searchCompanyProducts: {
    query: ZCompanyProductsQuery,
    body: ZCompanyProductsBody,
    response: z.array(ZCompanyProducts),
  },
  clickFavoriteNum: {
    body: ZClickFavoriteBody,
    response: ZClickFavoriteNum,
  },
} satisfies CallSchemaMap;
