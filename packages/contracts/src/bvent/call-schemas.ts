import { z } from 'zod';
import { ZGuid, ZLanguage } from '../common/primitives.ts';
import {
  ZBenefit,
  ZBvent,
  ZBusinessType,
  ZBventSetting,
  ZDecoration,
  ZDictionaryRecord,
  ZExhibitionLogo,
  ZTerm,
  ZThirdPlatformAppId,
} from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const BVENT_CALL_SCHEMAS = {
  getBventById: {
    query: z.object({ bventId: ZGuid }),
    response: ZBvent,
  },
  getBventByExhibitorIdOrExhibitId: {
    query: z
      .object({
        exhibitorId: ZGuid.optional().meta({ description: 'The exhibitor; this or exhibitId is required' }),
        exhibitId: ZGuid.optional().meta({ description: 'The product; this or exhibitorId is required' }),
      })
      .refine((q) => q.exhibitorId || q.exhibitId, { message: 'exhibitorId or exhibitId is required' }),
    response: ZBvent,
  },
  getBventByBusinessId: {
    query: z.object({
      businessId: ZGuid.meta({
        description: 'An exhibitor, product, project, video, activity, agency or pavilion',
      }),
      businessType: ZBusinessType.optional().meta({
        description: 'What businessId names; left out, it is looked for among all of them',
      }),
    }),
    response: ZBvent,
  },
  getBventThirdPlatformAppId: {
    params: z.object({ bventId: ZGuid }),
    response: ZThirdPlatformAppId,
  },
  getBventSetting: {
    params: z.object({ bventId: ZGuid }),
    response: ZBventSetting,
  },
  getExhibitionLogo: {
    query: z.object({ bventId: ZGuid }),
    response: ZExhibitionLogo,
  },
  getDecorationData: {
    query: z.object({ bventId: ZGuid }),
    response: ZDecoration,
  },
  querySponsorBenefitPackageNoGroup: {
    query: z.object({ topOrgId: ZGuid }),
    response: z.array(ZBenefit),
  },
  getDictionary: {
    query: z.object({ bventId: ZGuid.optional(), language: ZLanguage }),
    response: z.array(ZDictionaryRecord),
  },
  getTerms: {
    query: z.object({
      appCode: z.literal('Shop').default('Shop'),
      languageType: ZLanguage,
      bventId: ZGuid,
      topOrgId: ZGuid,
    }),
    response: z.array(ZTerm),
  },
  trackEvent: {
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
  },
} satisfies CallSchemaMap;
