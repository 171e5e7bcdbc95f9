import type { UiString } from './ui-strings.ts';

/** Words of the booking pages (issue 5), in the languages of UI_STRINGS. */
export const BOOKING_UI_STRINGS: Record<string, UiString> = {};
