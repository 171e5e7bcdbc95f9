import { z } from 'zod';
import { ZCurrency, ZGuid, ZUrl } from '../common/primitives.ts';
import { BOOTH_TYPES } from '../exhibitor/constants.ts';
import {
  COMPANY_FILTER_KEYS,
  COMPANY_SEARCH_KEYS,
  COMPANY_TOP_PRODUCTS,
  PRODUCT_FILTER_KEYS,
  PRODUCT_SEARCH_KEYS,
  SEARCH_FILTER_VALUES_MAX,
  SEARCH_HIT_TYPES,
  SEARCH_ORDER_MODELS,
  SEARCH_TERM_PATTERN,
  SEARCH_PAGE_NO_MAX,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
} from './constants.ts';

const pageRule = (name: string, max: number) => `${name} must be a whole number from 1 to ${max}`;
const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: pageRule(name, max) })
    .int({ error: pageRule(name, max) })
    .min(1, { error: pageRule(name, max) })
    .max(max, { error: pageRule(name, max) });

/**
 * Query of the two result lists: page, size and the client type (m). page and size are the query's
 * form of the body's pageNo and pageSize: when both forms are given the body's wins (see searchFilterOf).
 */
export const ZSearchQuery = z.object({
  page: pageNumber('page', SEARCH_PAGE_NO_MAX)
    .optional()
    .describe("The page, from 1 (default 1); the body's pageNo wins over it"),
  size: pageNumber('size', SEARCH_PAGE_SIZE_MAX)
    .optional()
    .describe(
      `Results a page, 1 to ${SEARCH_PAGE_SIZE_MAX} (default ${SEARCH_PAGE_SIZE_DEFAULT}); the body's pageSize wins over it`,
    ),
  /** The client kind; 'm' (mobile) is the only one this gateway serves. */
  type: z.literal('m').default('m'),
});

/** One value, or several of which any may match. */
const oneOrMore = <T extends z.ZodType>(value: T, what: string) => {
  const rule = `must be ${what}, or a list of 1 to ${SEARCH_FILTER_VALUES_MAX} of them`;
  return z.union(
    [value, z.array(value).min(1, { error: rule }).max(SEARCH_FILTER_VALUES_MAX, { error: rule })],
    { error: rule },
  );
};

/** A selectAndMap that refuses keys it does not know (a misspelt filter must not widen the search). */
const selectAndMapOf = <S extends z.ZodRawShape>(shape: S, keys: readonly string[]) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown selectAndMap key ${issue.keys.join(', ')}; known keys: ${keys.join(', ')}`
        : undefined,
  });

const searchKeysOf = <K extends readonly [string, ...string[]]>(keys: K) =>
  z
    .array(
      z.enum(keys, {
        error: (issue) => `unknown searchKey ${JSON.stringify(issue.input)}; known keys: ${keys.join(', ')}`,
      }),
    )
    .min(1, { error: `searchKeys needs at least one of ${keys.join(', ')} (leave it out to search all)` })
    .max(keys.length * 2);

const searchFilterOf = <K extends readonly [string, ...string[]], S extends z.ZodRawShape>(
  keys: K,
  select: S,
  selectKeys: readonly string[],
) =>
  // Strict: a key of an older body (keyword, category, pavilion) is refused, never searched without.
  z.strictObject(
    {
      bventId: ZGuid,
      /**
       * The term. Checked by the server (trimmed, 2..100 characters, see @showfloor/domain checkSearchTerm) so
       * that the refusal carries the spec's message in the caller's language; the web runs the same check and
       * sends no request for a shorter term.
       */
      searchValue: z
        .string({ error: 'searchValue is required: the term to search (2 to 100 characters)' })
        .max(1_000)
        .meta({ pattern: SEARCH_TERM_PATTERN })
        .describe('The term, 2 to 100 characters once trimmed'),
      /** The page (from 1, default 1); wins over the query's page. */
      pageNo: pageNumber('pageNo', SEARCH_PAGE_NO_MAX)
        .optional()
        .describe(`The page, 1 to ${SEARCH_PAGE_NO_MAX}; wins over the query's page (default 1)`),
      /** Results a page (1 to 50, default 10); wins over the query's size. */
      pageSize: pageNumber('pageSize', SEARCH_PAGE_SIZE_MAX)
        .optional()
        .describe(
          `Results a page, 1 to ${SEARCH_PAGE_SIZE_MAX}; wins over the query's size (default ${SEARCH_PAGE_SIZE_DEFAULT})`,
        ),
      /** Where the term is looked for (any of them); all of them when left out. */
      searchKeys: searchKeysOf(keys)
        .optional()
        .describe('Where the term is looked for (any of them); every key when left out'),
      /** The order of the results; relevance when left out. */
      orderModel: z
        .enum(SEARCH_ORDER_MODELS, {
          error: (issue) =>
            `unknown orderModel ${JSON.stringify(issue.input)}; known: ${SEARCH_ORDER_MODELS.join(', ')}`,
        })
        .default('relevance')
        .describe(
          'relevance (name matches first), name (A-Z in the page language), newest, mostFavorited, mostVisited; ties by relevance',
        ),
      /** Exact-match filters, ANDed; an unknown key or an id not of this event is a 400. */
      selectAndMap: selectAndMapOf(select, selectKeys)
        .optional()
        .describe('Exact-match filters, all ANDed; a list of values matches any of them'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown key ${issue.keys.join(', ')}; the term is searchValue, the filters go in selectAndMap`
          : undefined,
    },
  );

const companySelect = {
  pavilion: oneOrMore(ZGuid, 'a pavilion id').optional(),
  category: oneOrMore(ZGuid, 'a category id').optional(),
  boothType: oneOrMore(z.enum(BOOTH_TYPES), BOOTH_TYPES.join(' or ')).optional(),
};

/** The body of a company search (searchCompanies): the search fields of the request and the event. */
export const ZCompanySearchFilter = searchFilterOf(COMPANY_SEARCH_KEYS, companySelect, COMPANY_FILTER_KEYS);

/** The body of a product search (searchProducts). */
export const ZProductSearchFilter = searchFilterOf(
  PRODUCT_SEARCH_KEYS,
  { ...companySelect, exhibitorId: oneOrMore(ZGuid, 'an exhibitor id').optional() },
  PRODUCT_FILTER_KEYS,
);

export type TCompanySearchFilter = z.input<typeof ZCompanySearchFilter>;
export type TProductSearchFilter = z.input<typeof ZProductSearchFilter>;

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
   * When the term was found elsewhere (the name in another language, or another of the searchKeys): that
   * text, highlighted, shortened around the match. Null when the shown name already holds the match.
   */
  matched: ZHighlighted.nullable(),
  logo: ZUrl,
  boothNumber: z.string(),
  pavilion: z.object({ id: ZGuid, name: z.string() }).nullable(),
  /** Relevance; higher is better. The default order (orderModel relevance) is by it, then the event's sort. */
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
  currency: ZCurrency,
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
  currency: ZCurrency,
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
