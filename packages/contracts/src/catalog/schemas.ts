import { z } from 'zod';
import { ZCurrency, ZGuid, ZUrl } from '../common/primitives.ts';
import { ZDynamicField } from '../exhibitor/schemas.ts';
import { MAX_PAGE_SIZE } from './constants.ts';

/** Paging in a body or a query: numbers or their string spellings (query strings arrive as text). */
export const ZPaging = z.object({
  pageNo: z.coerce.number().int().min(1, 'pageNo starts at 1').max(100_000),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`),
});

export type TPaging = z.infer<typeof ZPaging>;

/**
 * A price in integer minor units (cents) of the event's currency, or null when the product has none
 * ("price on request"). The client formats it with the domain's currency helpers (2 decimals, 3-digit
 * grouping).
 */
export const ZPrice = z.object({ price: z.number().int().nullable(), currency: ZCurrency });

/** A category without children (the product category tree is two levels). */
export const ZCategoryLeaf = z.object({
  id: ZGuid,
  name: z.string(),
  /** Listed products of normal exhibitors in this category (for the asked exhibitor when one was given). */
  productCount: z.number().int(),
});

export const ZCategoryNode = ZCategoryLeaf.extend({
  /** The parent's productCount includes its children's. */
  children: z.array(ZCategoryLeaf),
});

export type TCategoryNode = z.infer<typeof ZCategoryNode>;

export const ZCategoryTree = z.array(ZCategoryNode);

export const ZPavilionRef = z.object({ id: ZGuid, name: z.string() });

/** The exhibitor a product or project belongs to, as its detail page shows it. */
export const ZExhibitorSummary = z.object({
  id: ZGuid,
  name: z.string(),
  logo: ZUrl,
  boothNumber: z.string(),
  pavilion: ZPavilionRef.nullable(),
});

export type TExhibitorSummary = z.infer<typeof ZExhibitorSummary>;

export const ZProductCard = ZPrice.extend({
  id: ZGuid,
  name: z.string(),
  image: ZUrl,
  exhibitorId: ZGuid,
  exhibitorName: z.string(),
  /** Raw count; the client applies the event's display-increment rules. */
  favoriteCount: z.number().int(),
});

export type TProductCard = z.infer<typeof ZProductCard>;

export const ZProductDetail = ZPrice.extend({
  id: ZGuid,
  bventId: ZGuid,
  name: z.string(),
  /** The main image first, then the gallery. */
  images: z.array(ZUrl),
  /** The product's video (a 16:9 mp4 phones play), null without one. */
  video: ZUrl.nullable(),
  description: z.string(),
  category: z.object({ id: ZGuid, name: z.string() }).nullable(),
  fields: z.array(ZDynamicField),
  exhibitor: ZExhibitorSummary,
  /** Raw counters; the page applies the event's display-increment rules. */
  visitCount: z.number().int(),
  favoriteCount: z.number().int(),
  likeCount: z.number().int(),
});

export type TProductDetail = z.infer<typeof ZProductDetail>;

export const ZProjectCard = z.object({
  id: ZGuid,
  name: z.string(),
  cover: ZUrl,
  /** Category path as stored, 'Parent/Child'; the page shows the slashes as '>'. */
  cate: z.string(),
  exhibitorId: ZGuid,
  exhibitorName: z.string(),
  favoriteCount: z.number().int(),
});

export type TProjectCard = z.infer<typeof ZProjectCard>;

export const ZProjectDetail = z.object({
  id: ZGuid,
  bventId: ZGuid,
  name: z.string(),
  cover: ZUrl,
  cate: z.string(),
  description: z.string(),
  exhibitor: ZExhibitorSummary,
  visitCount: z.number().int(),
  favoriteCount: z.number().int(),
});

export type TProjectDetail = z.infer<typeof ZProjectDetail>;

export const ZExhibitorCard = z.object({
  id: ZGuid,
  name: z.string(),
  logo: ZUrl,
  boothNumber: z.string(),
  pavilion: ZPavilionRef.nullable(),
  /** Raw counters; the client applies the display-increment rules as on the exhibitor page. */
  visitCount: z.number().int(),
  favoriteCount: z.number().int(),
  likeCount: z.number().int(),
  productCount: z.number().int(),
});

export type TExhibitorCard = z.infer<typeof ZExhibitorCard>;

export const ZPavilionCard = z.object({
  id: ZGuid,
  name: z.string(),
  cover: ZUrl,
  /** Normal exhibitors in the pavilion. */
  exhibitorCount: z.number().int(),
  /** Still importing its data: opening it answers 4002 (uploading, please wait), so the list may mark it. */
  uploading: z.boolean(),
});

export type TPavilionCard = z.infer<typeof ZPavilionCard>;

/** A pavilion page: the pavilion and one page of its exhibitors (the pager sits beside returnObj). */
export const ZPavilionDetail = z.object({
  id: ZGuid,
  bventId: ZGuid,
  name: z.string(),
  cover: ZUrl,
  description: z.string(),
  exhibitorCount: z.number().int(),
  exhibitors: z.array(ZExhibitorCard),
});

export type TPavilionDetail = z.infer<typeof ZPavilionDetail>;

export const ZHomeRecommend = z.object({
  exhibitors: z.array(ZExhibitorCard),
  products: z.array(ZProductCard),
});

export type THomeRecommend = z.infer<typeof ZHomeRecommend>;
