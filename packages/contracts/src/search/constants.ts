/** A search term has at least 2 characters (code points, so 2 Chinese characters pass). */
export const SEARCH_TERM_MIN = 2;

/** Our own upper bound: a longer term is refused with 400 rather than searched. */
export const SEARCH_TERM_MAX = 100;

/**
 * The term rule as the OpenAPI document states it (ECMA-262 with the u flag, as JSON Schema reads patterns):
 * SEARCH_TERM_MIN to SEARCH_TERM_MAX code points once the white space around them is trimmed. The server checks
 * it with checkSearchTerm (so the refusal is in the caller's language); a test holds the two to the same answers.
 */
export const SEARCH_TERM_PATTERN = `^\\s*\\S[\\s\\S]{${SEARCH_TERM_MIN - 2},${SEARCH_TERM_MAX - 2}}\\S\\s*$`;

export const SEARCH_PAGE_NO_MAX = 10_000;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_PAGE_SIZE_DEFAULT = 10;

/** A company in the results comes with its top 3 products. */
export const COMPANY_TOP_PRODUCTS = 3;

export const SEARCH_HIT_TYPES = ['company', 'product'] as const;

/**
 * searchKeys of a company search: where the term is looked for. name: the company's name in every language;
 * products: what it makes and its industries (the MainProducts, Cate and ProjectCate fields); booth: its booth
 * number; profile: its slogan and the other text of its profile (introduction and the like).
 */
export const COMPANY_SEARCH_KEYS = ['name', 'products', 'booth', 'profile'] as const;

/**
 * searchKeys of a product search. name: the product's name in every language; category: its category with its
 * parent ('Industrial Equipment > CNC Machine Tools'); details: the text of its fields (model, origin,
 * certificates...); description: its description.
 */
export const PRODUCT_SEARCH_KEYS = ['name', 'category', 'details', 'description'] as const;

export type TCompanySearchKey = (typeof COMPANY_SEARCH_KEYS)[number];
export type TProductSearchKey = (typeof PRODUCT_SEARCH_KEYS)[number];

/**
 * orderModel: relevance (the default: name matches first, then the event's own order), name (A to Z in the
 * page's language, by code point: radical-stroke order for Chinese), newest (latest added first), mostFavorited,
 * mostVisited (raw counters, which the event's display increments never reorder). Ties fall back to relevance.
 */
export const SEARCH_ORDER_MODELS = ['relevance', 'name', 'newest', 'mostFavorited', 'mostVisited'] as const;

export type TSearchOrderModel = (typeof SEARCH_ORDER_MODELS)[number];

/**
 * selectAndMap keys: exact-match filters, all of them ANDed; a key given several values matches any of them.
 * pavilion: the exhibitor's pavilion; category: a product category of the event (a top-level one includes its
 * children; a company matches when one of its listed products does); boothType: the exhibitor's BoothType;
 * exhibitorId (products only): the products of these exhibitors.
 */
export const COMPANY_FILTER_KEYS = ['pavilion', 'category', 'boothType'] as const;
export const PRODUCT_FILTER_KEYS = ['pavilion', 'category', 'boothType', 'exhibitorId'] as const;

/** Values one selectAndMap key may list. */
export const SEARCH_FILTER_VALUES_MAX = 20;
