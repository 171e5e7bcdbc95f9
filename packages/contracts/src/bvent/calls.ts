import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZGuid, ZLanguage } from '../common/primitives.ts';
import {
  ZBenefit,
  ZBvent,
  ZBventSetting,
  ZDecoration,
  ZDictionaryRecord,
  ZExhibitionLogo,
  ZTerm,
} from './schemas.ts';

export const getBventById = defineCall({
  id: 'getBventById',
  method: 'GET',
  path: '/expoAggregator/noToken/getBventById',
  summary: 'The event by its id',
  auth: 'none',
  query: z.object({ bventId: ZGuid }),
  response: ZBvent,
});

export const getBventByExhibitorIdOrExhibitId = defineCall({
  id: 'getBventByExhibitorIdOrExhibitId',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/GetBventByExhibitorIdOrExhibitId',
  summary: 'The event an exhibitor or a product belongs to',
  auth: 'none',
  query: z
    .object({ exhibitorId: ZGuid.optional(), exhibitId: ZGuid.optional() })
    .refine((q) => q.exhibitorId || q.exhibitId, { message: 'exhibitorId or exhibitId is required' }),
  response: ZBvent,
});

export const getBventSetting = defineCall({
  id: 'getBventSetting',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetBventSetting/:bventId',
  summary: "The event's languages and function keys",
  auth: 'none',
  params: z.object({ bventId: ZGuid }),
  response: ZBventSetting,
});

export const getExhibitionLogo = defineCall({
  id: 'getExhibitionLogo',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/GetExhibitionLogo',
  summary: "The event's logo and title",
  auth: 'none',
  query: z.object({ bventId: ZGuid }),
  response: ZExhibitionLogo,
});

/** SPEC §7 names this call (bventId, lang) without its path; ours is in the same style. */
export const getDecorationData = defineCall({
  id: 'getDecorationData',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/BventDecorate/GetDecorationData',
  summary: "The event's decoration: background, colours, custom style and script, counters' rules",
  auth: 'none',
  query: z.object({ bventId: ZGuid }),
  response: ZDecoration,
});

export const querySponsorBenefitPackageNoGroup = defineCall({
  id: 'querySponsorBenefitPackageNoGroup',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/QuerySponsorBenefitPackageNoGroup',
  summary: "The organizer's benefit package: function keys and whether each is enabled",
  auth: 'none',
  query: z.object({ topOrgId: ZGuid }),
  response: z.array(ZBenefit),
});

/** The per-event translation dictionary. Path not in the spec; answers the language and its fallbacks. */
export const getDictionary = defineCall({
  id: 'getDictionary',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/Dictionary/GetTranslations',
  summary:
    "Translation records (lang, key, value) of one language and its fallbacks; the event's own records override the platform's",
  auth: 'none',
  query: z.object({ bventId: ZGuid.optional(), language: ZLanguage }),
  response: z.array(ZDictionaryRecord),
});

export const getTerms = defineCall({
  id: 'getTerms',
  method: 'GET',
  path: '/expoAggregator/NoToken/GetTerms',
  summary: "The event's terms (user agreement, privacy, upload agreement) in one language",
  auth: 'none',
  query: z.object({
    appCode: z.literal('Shop').default('Shop'),
    languageType: ZLanguage,
    bventId: ZGuid,
    topOrgId: ZGuid,
  }),
  response: z.array(ZTerm),
});

/** Page-view tracking (SPEC §7 "Tracking events ... sent at page view"). Path not in the spec. */
export const trackEvent = defineCall({
  id: 'trackEvent',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/Track/Event',
  summary: 'Record a tracking event (page view and the like)',
  auth: 'optional',
  body: z.object({
    eventCode: z.string().min(1).max(32),
    bventId: ZGuid,
    page: z.string().min(1).max(200),
    targetId: ZGuid.optional(),
    accountId: z.string().max(64).optional(),
    userId: z.string().max(64).optional(),
    orgId: z.string().max(64).optional(),
    identity: z.string().max(32).optional(),
    pfrom: z.string().max(64).optional(),
  }),
  response: z.object({ id: z.string() }),
});
