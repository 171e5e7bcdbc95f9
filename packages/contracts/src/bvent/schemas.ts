import { z } from 'zod';
import { ZBeijingTime, ZCurrency, ZGuid, ZLanguage, ZUrl } from '../common/primitives.ts';
import { BUSINESS_TYPES } from './constants.ts';

export const ZShareSetting = z.object({
  shareTitle: z.string(),
  shareDesc: z.string(),
  shareImage: ZUrl,
});

export const ZEventDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startTime: ZBeijingTime,
  endTime: ZBeijingTime,
});

/** The event (bvent). Times are Beijing wall time. */
export const ZBvent = z.object({
  bventId: ZGuid,
  belongOrgId: ZGuid,
  topOrgId: ZGuid,
  title: z.string(),
  logo: ZUrl,
  startTime: ZBeijingTime,
  endTime: ZBeijingTime,
  days: z.array(ZEventDay),
  shareSetting: ZShareSetting,
  currency: ZCurrency,
});

export type TBvent = z.infer<typeof ZBvent>;

export const ZBventSetting = z.object({
  bventId: ZGuid,
  defaultLanguage: ZLanguage,
  /** Languages this event offers (languageCollection). */
  languageCollection: z.array(ZLanguage),
  /** The event's function keys: functionKey -> enabled. */
  functionKeys: z.record(z.string(), z.boolean()),
  /** Who may book whom; ExhibitorToExhibitor lets exhibitors pass the chat gate too. */
  chatRoleList: z.array(z.string()),
});

export type TBventSetting = z.infer<typeof ZBventSetting>;

export const ZExhibitionLogo = z.object({ bventId: ZGuid, logo: ZUrl, title: z.string() });

export const ZDisplayIncrementRule = z.object({
  ruleType: z.enum(['multiplier', 'baseNumber']),
  visit: z.number(),
  favorites: z.number(),
  like: z.number(),
});

export type TDisplayIncrementRule = z.infer<typeof ZDisplayIncrementRule>;

export const ZDecoration = z.object({
  bventId: ZGuid,
  globalDecorate: z.object({
    backgroundImg: z.string(),
    backgroundColor: z.string(),
    isLock: z.boolean(),
  }),
  themeColor: z.string(),
  customStyle: z.string(),
  /** Organizer's script; the client runs it only under the CSP documented in apps/server/README.md. */
  customScript: z.string(),
  faviconUrl: z.string(),
  customImage: z.string(),
  displayIncrementRules: z.array(ZDisplayIncrementRule),
  isEnableShowExhibitorContact: z.boolean(),
  isEnableBetweenExhibitorInstantCommunication: z.boolean(),
});

export type TDecoration = z.infer<typeof ZDecoration>;

export const ZBenefit = z.object({ functionKey: z.string(), enable: z.boolean() });

export const ZDictionaryRecord = z.object({ lang: ZLanguage, key: z.string(), value: z.string() });

export type TDictionaryRecord = z.infer<typeof ZDictionaryRecord>;

export const ZTerm = z.object({
  termsType: z.enum(['userAgreement', 'privacyPolicy', 'uploadAgreement']),
  title: z.string(),
  content: z.string(),
});
export type TTerm = z.infer<typeof ZTerm>;

export const ZBusinessType = z.enum(BUSINESS_TYPES);
export type TBusinessType = z.infer<typeof ZBusinessType>;

/** The event's app on a third platform: its WeChat official account (the JS-SDK's and the login's appId). */
export const ZThirdPlatformAppId = z.object({
  bventId: ZGuid,
  platform: z.literal('WeChat'),
  appId: z.string().min(1),
});
export type TThirdPlatformAppId = z.infer<typeof ZThirdPlatformAppId>;
