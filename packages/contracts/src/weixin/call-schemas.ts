import { ZJsSdkUiPackage, ZJsSdkUiPackageQuery } from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const WEIXIN_CALL_SCHEMAS = {
  jsSdkUiPackage: {
    query: ZJsSdkUiPackageQuery,
    response: ZJsSdkUiPackage,
  },
  openJsSdkUiPackage: {
    query: ZJsSdkUiPackageQuery,
    response: ZJsSdkUiPackage,
  },
} satisfies CallSchemaMap;
