/** A search term has at least 2 characters (code points, so 2 Chinese characters pass). */
export const SEARCH_TERM_MIN = 2;

/** Our own upper bound: a longer term is refused with 400 rather than searched. */
export const SEARCH_TERM_MAX = 100;

export const SEARCH_PAGE_SIZE_MAX = 50;

/** A company in the results comes with its top 3 products. */
export const COMPANY_TOP_PRODUCTS = 3;

export const SEARCH_HIT_TYPES = ['company', 'product'] as const;
