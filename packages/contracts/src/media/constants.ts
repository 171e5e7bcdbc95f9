/** Whose video it is: an exhibitor (shop video tab) or an agency (agency page). */
export const VIDEO_OWNER_TYPES = ['exhibitor', 'agency'] as const;

export const MEDIA_FILE_TYPES = ['image', 'video', 'document'] as const;
