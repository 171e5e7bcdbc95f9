/**
 * What an exhibitor pays a fair for, counted per day of the fair (Beijing calendar days): visits to its page and
 * its products' pages, favorites of it and its products, meeting requests, enquiries and business cards received.
 */
export const FIGURE_KEYS = ['visits', 'favorites', 'meetings', 'enquiries', 'cards'] as const;
export type TFigureKey = (typeof FIGURE_KEYS)[number];
