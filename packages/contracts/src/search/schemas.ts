import { z } from 'zod';
import { ZGuid, ZUrl } from '../common/primitives.ts';
import { SEARCH_PAGE_SIZE_MAX, COMPANY_TOP_PRODUCTS, SEARCH_HIT_TYPES } from './constants.ts';

/** Query of the two result lists: page, size, type=m, all in the query string. */
export const ZSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(10),
  /** The client kind; 'm' (mobile) is the only one this gateway serves. */
  type: z.literal('m').default('m'),
});

/**
 * The filter in the body. keyword is checked by the server (trimmed, 2..100 characters, see
 * @showfloor/domain checkSearchTerm) so that the refusal carries the spec's message in the caller's language;
 * the web runs the same check and sends no request for a shorter term.
 */
export const ZSearchFilter = z.object({
  bventId: ZGuid,
  keyword: z.string().max(1_000),
  /** A product category of the event (top level or child); an unknown one is a 400. */
  category: ZGuid.optional(),
  /** A pavilion of the event; an unknown one is a 400. */
  pavilion: ZGuid.optional(),
});

/**
 * Text with the matched parts marked, given two ways: `ranges` over `text` (UTF-16 offsets, as JS strings
 * index) for rendering with React elements, and `html`: the text HTML-escaped with each match wrapped in
 * <em>...</em> — safe to inject, nothing else in it is markup.
 */
export const ZHighlighted = z.object({
  text: z.string(),
  ranges: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
  html: z.string(),
});

export type THighlighted = z.infer<typeof ZHighlighted>;

export const ZCompanyHit = z.object({
  id: ZGuid,
  /** The name in the request's language, highlighted where the term is in it. */
  name: ZHighlighted,
  /**
   * When the term was found elsewhere (the name in another language, or the introduction): that text,
   * highlighted, shortened around the match. Null when the shown name already holds the match.
   */
  matched: ZHighlighted.nullable(),
  logo: ZUrl,
  boothNumber: z.string(),
  pavilion: z.object({ id: ZGuid, name: z.string() }).nullable(),
  /** Relevance; higher is better. Results are ordered by it (then by the event's sort). */
  score: z.number(),
});

export type TCompanyHit = z.infer<typeof ZCompanyHit>;

export const ZProductHit = z.object({
  id: ZGuid,
  exhibitorId: ZGuid,
  exhibitorName: z.string(),
  name: ZHighlighted,
  matched: ZHighlighted.nullable(),
  image: ZUrl,
  /** Decimal string in the currency's major unit, null when the price is on request. */
  price: z.string().nullable(),
  currency: z.string(),
  score: z.number(),
});

export type TProductHit = z.infer<typeof ZProductHit>;

export const ZCompanyProductsQuery = z.object({
  size: z.coerce.number().int().min(1).max(10).default(COMPANY_TOP_PRODUCTS),
});

export const ZCompanyProductsBody = z.object({
  companyIds: z.array(ZGuid).min(1).max(SEARCH_PAGE_SIZE_MAX),
});

export const ZCompanyProductItem = z.object({
  id: ZGuid,
  name: z.string(),
  image: ZUrl,
  price: z.string().nullable(),
  currency: z.string(),
});

/** One entry per requested company, in the order asked; a company without listed products has []. */
export const ZCompanyProducts = z.object({
  companyId: ZGuid,
  products: z.array(ZCompanyProductItem),
});

export type TCompanyProducts = z.infer<typeof ZCompanyProducts>;

export const ZClickFavoriteBody = z.object({
  bventId: ZGuid,
  type: z.enum(SEARCH_HIT_TYPES),
  id: ZGuid,
});

/** Raw counters; the page applies the event's display-increment rules, as for the shop header. */
export const ZClickFavoriteNum = z.object({
  id: ZGuid,
  type: z.enum(SEARCH_HIT_TYPES),
  clickNum: z.number().int(),
  favoriteNum: z.number().int(),
});

export type TClickFavoriteNum = z.infer<typeof ZClickFavoriteNum>;
