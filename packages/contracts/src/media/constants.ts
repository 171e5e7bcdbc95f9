/** Whose video it is: an exhibitor (shop video tab) or an agency (agency page). */
export const VIDEO_OWNER_TYPES = ['exhibitor', 'agency'] as const;

export const MEDIA_FILE_TYPES = ['image', 'video', 'document'] as const;

/** The video hall's keywords at most, as a list's keywords (catalog MAX_KEYWORDS_LENGTH). */
export const VIDEO_HALL_KEYWORDS_MAX = 100;
