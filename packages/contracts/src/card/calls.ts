import { callsOf } from '../define.ts';
import type { CARD_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof CARD_CALL_SCHEMAS>();

/*
 * Business cards. A card is personal data: its owner reads it, and so do the organizations (or the person) it was
 * sent to; anyone else is told it is not there.
 */

/** The id of a user's card, or null when they have not made one (the id alone: never the card's contents). */
export const getUserBusinessCardId = defineCall({
  id: 'getUserBusinessCardId',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetUserBusinessCardId',
  summary: "The id of a user's business card (null without one)",
  auth: 'none',
});

/** Whether the caller's card can be sent (a name, and a phone or an e-mail): the editor opens first when not. */
export const isBusinessCardComplete = defineCall({
  id: 'isBusinessCardComplete',
  method: 'GET',
  path: '/ExpoAggregator/BusinessCard/isComplete',
  summary: "Whether the caller's business card is complete enough to send",
  auth: 'required',
});

export const getMyBusinessCard = defineCall({
  id: 'getMyBusinessCard',
  method: 'GET',
  path: '/ExpoAggregator/BusinessCard/mine',
  summary: "The caller's business card (drafted from the account until saved)",
  auth: 'required',
});

export const saveMyBusinessCard = defineCall({
  id: 'saveMyBusinessCard',
  method: 'POST',
  path: '/ExpoAggregator/BusinessCard/save',
  summary: "Save the caller's business card",
  auth: 'required',
});

/**
 * Sends the caller's card to an exhibitor (every member of its organization sees it on their wall); sending again
 * updates it. 409 6302 while the card is incomplete; 400 6303 to one's own organization.
 */
export const sendBusinessCard = defineCall({
  id: 'sendBusinessCard',
  method: 'POST',
  path: '/ExpoAggregator/BusinessCard/send',
  summary: "Send the caller's business card to an exhibitor",
  auth: 'required',
  gate: 'sendCard',
  alsoAnswers: [404, 409],
});

/** A member of the exhibitor sends their own card back to whoever sent one (the exchange). */
export const sendBusinessCardBack = defineCall({
  id: 'sendBusinessCardBack',
  method: 'POST',
  path: '/ExpoAggregator/BusinessCard/sendBack',
  summary: 'Answer a received business card with the caller’s own',
  auth: 'required',
  alsoAnswers: [404, 409],
});

/** The card wall: the cards received (by the caller or their exhibiting organization) or sent, newest first. */
export const businessCardWall = defineCall({
  id: 'businessCardWall',
  method: 'GET',
  path: '/ExpoAggregator/BusinessCard/wall',
  summary: "The caller's card wall at the event: received or sent, searchable by name or company and date",
  auth: 'required',
  paged: true,
});

/** One card of the wall as a vCard 4.0 file (.vcf), for the phone's contacts. */
export const businessCardVcard = defineCall({
  id: 'businessCardVcard',
  method: 'GET',
  path: '/ExpoAggregator/BusinessCard/vcard',
  summary: 'A card of the wall as a vCard file',
  auth: 'required',
  alsoAnswers: [404],
});

/** The whole box of the wall (with its search) as CSV, for the exhibitor's CRM. */
export const businessCardWallCsv = defineCall({
  id: 'businessCardWallCsv',
  method: 'GET',
  path: '/ExpoAggregator/BusinessCard/wall/csv',
  summary: "The caller's card wall as a CSV file",
  auth: 'required',
});
