import { callsOf } from '../define.ts';
import type { BVENT_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof BVENT_CALL_SCHEMAS>();

export const getBventById = defineCall({
  id: 'getBventById',
  method: 'GET',
  path: '/expoAggregator/noToken/getBventById',
  summary: 'The event by its id',
  auth: 'none',
});

export const getBventByExhibitorIdOrExhibitId = defineCall({
  id: 'getBventByExhibitorIdOrExhibitId',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/GetBventByExhibitorIdOrExhibitId',
  summary: 'The event an exhibitor or a product belongs to',
  auth: 'none',
  alsoAnswers: [404],
});

/**
 * The event a business (an exhibitor, product, project, video, activity, agency or pavilion) belongs to, whatever
 * the business's state. Unknown id (of that type): HTTP 404 / 5001.
 */
export const getBventByBusinessId = defineCall({
  id: 'getBventByBusinessId',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetBventByBusinessId',
  summary: 'The event a business (exhibitor, product, project, video, activity, agency, pavilion) belongs to',
  auth: 'none',
  alsoAnswers: [404],
});

/**
 * The event's WeChat official account app id (never its secret). Not configured: businessCode 7601, which the
 * client ignores.
 */
export const getBventThirdPlatformAppId = defineCall({
  id: 'getBventThirdPlatformAppId',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/:bventId/GetBventThirdPlatformAppId',
  summary: "The event's WeChat official account app id",
  auth: 'none',
});

export const getBventSetting = defineCall({
  id: 'getBventSetting',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetBventSetting/:bventId',
  summary: "The event's languages and function keys",
  auth: 'none',
});

export const getExhibitionLogo = defineCall({
  id: 'getExhibitionLogo',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/GetExhibitionLogo',
  summary: "The event's logo and title",
  auth: 'none',
});

/** The decoration data of an event (bventId, lang). The path is our own, in the style of the others. */
export const getDecorationData = defineCall({
  id: 'getDecorationData',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/BventDecorate/GetDecorationData',
  summary: "The event's decoration: background, colours, custom style and script, counters' rules",
  auth: 'none',
});

export const querySponsorBenefitPackageNoGroup = defineCall({
  id: 'querySponsorBenefitPackageNoGroup',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/QuerySponsorBenefitPackageNoGroup',
  summary: "The organizer's benefit package: function keys and whether each is enabled",
  auth: 'none',
});

/** The per-event translation dictionary. Path not in the spec; answers the language and its fallbacks. */
export const getDictionary = defineCall({
  id: 'getDictionary',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/Dictionary/GetTranslations',
  summary:
    "Translation records (lang, key, value) of one language and its fallbacks; the event's own records override the platform's",
  auth: 'none',
});

export const getTerms = defineCall({
  id: 'getTerms',
  method: 'GET',
  path: '/expoAggregator/NoToken/GetTerms',
  summary: "The event's terms (user agreement, privacy, upload agreement) in one language",
  auth: 'none',
});

/** Page-view tracking: a tracking event is sent at each page view. The path is our own. */
export const trackEvent = defineCall({
  id: 'trackEvent',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/Track/Event',
  summary: 'Record a tracking event (page view and the like)',
  auth: 'optional',
});
