import type { UiString } from './ui-strings.ts';

/** Words of the meetings pages (issue 5), in the languages of UI_STRINGS. */
export const MEETINGS_UI_STRINGS: Record<string, UiString> = {};
