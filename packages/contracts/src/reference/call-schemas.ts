import { z } from 'zod';
import { ZGuid, ZLanguage } from '../common/primitives.ts';
import {
  ZAreaCode,
  ZAreaNode,
  ZContactType,
  ZDataSourceDetail,
  ZExhibitorContact,
  ZExhibitorOrgWebIms,
  ZSearchDecoration,
} from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const REFERENCE_CALL_SCHEMAS = {
  getExhibitorOrgWebIms: {
    params: z.object({ exhibitorOrgId: ZGuid }),
    response: ZExhibitorOrgWebIms,
  },
  getExhibitorContactInformation: {
    params: z.object({ exhibitorOrgId: ZGuid, bventId: ZGuid, type: ZContactType }),
    response: ZExhibitorContact,
  },
  getSearchBventDecorate: {
    query: z.object({ bventId: ZGuid }),
    response: ZSearchDecoration,
  },
  getDataSourceDetailByInitField: {
    query: z.object({
      bventId: ZGuid,
      fieldName: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a field name'),
    }),
    response: ZDataSourceDetail,
  },
  getDictionaryTree: {
    query: z.object({
      groupCode: z.literal('CountryProvinceCity'),
      level: z.coerce.number().int().min(0).max(3).default(0),
    }),
    response: z.array(ZAreaNode),
  },
  getInternationalAreaCodes: {
    params: z.object({ x: ZLanguage }),
    response: z.array(ZAreaCode),
  },
} satisfies CallSchemaMap;
