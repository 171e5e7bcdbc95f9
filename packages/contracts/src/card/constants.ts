/*
 * Business cards: a person's card, sent to an exhibitor (and one sent back), kept on each side's card wall.
 */

export const CARD_NAME_MAX = 50;
export const CARD_COMPANY_MAX = 100;
export const CARD_TITLE_MAX = 50;
/** The card wall's two boxes: the cards others sent me (or my organization), and the ones I sent. */
export const CARD_WALL_BOXES = ['received', 'sent'] as const;
export type TCardWallBox = (typeof CARD_WALL_BOXES)[number];
/** A phone number as typed (digits, spaces and dashes, 6 to 20 long), without its calling code. */
export const CARD_PHONE_PATTERN = '^\\d[\\d -]{4,18}\\d$';
