/** List pages: a page number from 1, at most 100 rows a page (more is refused, not clipped). */
export const MAX_PAGE_SIZE = 100;

export const MAX_KEYWORDS_LENGTH = 100;

export const HOME_RECOMMEND_SIZE = 8;
