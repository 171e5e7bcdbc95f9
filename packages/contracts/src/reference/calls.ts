import { z } from 'zod';
import { defineCall } from '../define.ts';
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

export const getExhibitorOrgWebIms = defineCall({
  id: 'getExhibitorOrgWebIms',
  method: 'GET',
  path: '/ExpoAggregator/ExhibitorOrgWebIms/:exhibitorOrgId',
  summary: "Where an exhibitor organization's web chat lives (url, groupType)",
  auth: 'optional',
  params: z.object({ exhibitorOrgId: ZGuid }),
  response: ZExhibitorOrgWebIms,
});

/**
 * Answers only where the event's decoration has isEnableShowExhibitorContact; elsewhere HTTP 403 / 40300.
 * type: '0' every detail, '1' telephone numbers, '2' e-mail. Unknown exhibitor at the event: 1001.
 */
export const getExhibitorContactInformation = defineCall({
  id: 'getExhibitorContactInformation',
  method: 'GET',
  path: '/ExpoAggregator/ExhibitorBusiness/GetExhibitorContactInformation/:exhibitorOrgId/:bventId/:type',
  summary: "An exhibitor's contact details, where the event shows them",
  auth: 'optional',
  params: z.object({ exhibitorOrgId: ZGuid, bventId: ZGuid, type: ZContactType }),
  response: ZExhibitorContact,
});

/** Unknown event: 5001. */
export const getSearchBventDecorate = defineCall({
  id: 'getSearchBventDecorate',
  method: 'GET',
  path: '/ClientAggregator/Client/BventDecorate/GetSearchBventDecorate',
  summary: "The search page's decoration: banners, hot words, placeholder",
  auth: 'none',
  query: z.object({ bventId: ZGuid }),
  response: ZSearchDecoration,
});

/** Unknown field of the event: HTTP 404 / 40400. */
export const getDataSourceDetailByInitField = defineCall({
  id: 'getDataSourceDetailByInitField',
  method: 'GET',
  path: '/ExpoAggregator/DataSource/GetDataSourceDetailByInitField',
  summary: 'The options of a data-source field of the event (e.g. Cate, BoothType, ProjectCate)',
  auth: 'none',
  query: z.object({
    bventId: ZGuid,
    fieldName: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must be a field name'),
  }),
  response: ZDataSourceDetail,
});

/**
 * The country / province / city tree. level: how many levels to answer, 0 meaning all (1 countries only,
 * 2 down to provinces, 3 down to cities).
 */
export const getDictionaryTree = defineCall({
  id: 'getDictionaryTree',
  method: 'GET',
  path: '/ResourceManagement/Dictionary/GetTree',
  summary: 'A dictionary tree (groupCode CountryProvinceCity: countries, provinces, cities)',
  auth: 'none',
  query: z.object({
    groupCode: z.literal('CountryProvinceCity'),
    level: z.coerce.number().int().min(0).max(3).default(0),
  }),
  response: z.array(ZAreaNode),
});

/** The path segment is the language of the names (unknown language: 400). */
export const getInternationalAreaCodes = defineCall({
  id: 'getInternationalAreaCodes',
  method: 'GET',
  path: '/WebAggregator/Common/GetInternationalAreaCodes/:x',
  summary: 'International calling codes with country names, most used first',
  auth: 'none',
  params: z.object({ x: ZLanguage }),
  response: z.array(ZAreaCode),
});
