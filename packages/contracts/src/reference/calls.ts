import { callsOf } from '../define.ts';
import type { REFERENCE_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof REFERENCE_CALL_SCHEMAS>();

export const getExhibitorOrgWebIms = defineCall({
  id: 'getExhibitorOrgWebIms',
  method: 'GET',
  path: '/ExpoAggregator/ExhibitorOrgWebIms/:exhibitorOrgId',
  summary: "Where an exhibitor organization's web chat lives (url, groupType)",
  auth: 'optional',
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
  alsoAnswers: [403],
});

/** Unknown event: 5001. */
export const getSearchBventDecorate = defineCall({
  id: 'getSearchBventDecorate',
  method: 'GET',
  path: '/ClientAggregator/Client/BventDecorate/GetSearchBventDecorate',
  summary: "The search page's decoration: banners, hot words, placeholder",
  auth: 'none',
});

/** Unknown field of the event: HTTP 404 / 40400. */
export const getDataSourceDetailByInitField = defineCall({
  id: 'getDataSourceDetailByInitField',
  method: 'GET',
  path: '/ExpoAggregator/DataSource/GetDataSourceDetailByInitField',
  summary: 'The options of a data-source field of the event (e.g. Cate, BoothType, ProjectCate)',
  auth: 'none',
  alsoAnswers: [404],
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
});

/** The path segment is the language of the names (unknown language: 400). */
export const getInternationalAreaCodes = defineCall({
  id: 'getInternationalAreaCodes',
  method: 'GET',
  path: '/WebAggregator/Common/GetInternationalAreaCodes/:x',
  summary: 'International calling codes with country names, most used first',
  auth: 'none',
});
