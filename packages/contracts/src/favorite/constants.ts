/**
 * What a visitor can favorite: an exhibitor, a product (exhibit), a project or a video.
 * Target ids are guids unique across the fair, so (account, type, id) names one favorite.
 */
export const FAVORITE_TARGET_TYPES = ['Exhibitor', 'Product', 'Project', 'Video'] as const;

/** Most ids one FavoriteStatusList call may ask about (one page of a list). */
export const FAVORITE_STATUS_LIST_MAX = 100;
