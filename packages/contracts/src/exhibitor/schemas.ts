import { z } from 'zod';
import { ZGuid, ZUrl } from '../common/primitives.ts';
import { FIELD_TYPES } from './constants.ts';

export const ZFieldType = z.enum(FIELD_TYPES);

export type TFieldType = z.infer<typeof ZFieldType>;

export const ZDynamicField = z.object({
  displayName: z.string(),
  fieldName: z.string(),
  fieldType: ZFieldType,
  /** Text as stored; image and video values are JSON arrays of { absoluteUrl }. */
  fieldValue: z.string(),
});

export type TDynamicField = z.infer<typeof ZDynamicField>;

export const ZMediaItem = z.object({ absoluteUrl: z.string(), name: z.string().optional() });

export type TMediaItem = z.infer<typeof ZMediaItem>;

export const ZExhibitorDetail = z.object({
  id: ZGuid,
  bventId: ZGuid,
  orgId: ZGuid,
  name: z.string(),
  logo: ZUrl,
  boothNumber: z.string(),
  pavilion: z.object({ id: ZGuid, name: z.string() }).nullable(),
  /** Raw counters; the page applies the event's display-increment rules. */
  visitCount: z.number().int(),
  favoriteCount: z.number().int(),
  likeCount: z.number().int(),
  productCount: z.number().int(),
  projectCount: z.number().int(),
  fields: z.array(ZDynamicField),
});

export type TExhibitorDetail = z.infer<typeof ZExhibitorDetail>;

export const ZShopDecorate = z.object({
  exhibitorId: ZGuid,
  bannerImages: z.array(ZUrl),
  themeColor: z.string(),
  /** Short introduction shown under the header. */
  slogan: z.string(),
});

export type TShopDecorate = z.infer<typeof ZShopDecorate>;
