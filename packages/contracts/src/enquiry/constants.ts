/*
 * Product enquiries (intention orders) and the supply-and-demand hall: the dictionary's limits, shared by the form,
 * the gateway and the domain's checks.
 */

/** "quantity cannot be 0", "quantity max 99999". */
export const QUANTITY_MAX = 99_999;
/** "unit max 5 characters" (as a person counts them: 吨, kg, 件, an emoji is one). */
export const UNIT_MAX = 5;
/** "enquiry input max 100". */
export const ENQUIRY_TEXT_MAX = 100;
/** An enquiry's states on the exhibitor's side: new, replied to, closed. */
export const ENQUIRY_STATES = ['new', 'replied', 'closed'] as const;
export type TEnquiryState = (typeof ENQUIRY_STATES)[number];
