/*
 * Negotiation rooms (scheduled and instant video rooms of a buyer and an exhibitor): the numbers both sides hold to.
 */

/**
 * Seats in a room. Participants talk peer to peer (a mesh): each one sends its camera to every other, so a phone
 * on a fair's mobile network uploads (n - 1) streams of about 0.5-1 Mbit/s; 4 keeps that at 3 (a buyer, the
 * exhibitor and two invitees) and a 4-way mesh is what phone browsers decode smoothly. Larger rooms are an SFU's.
 */
export const ROOM_CAPACITY = 4;
/** A scheduled meeting's room opens this many minutes before the start... */
export const ROOM_OPENS_BEFORE_MINUTES = 10;
/** ...and closes this many minutes after the end (a talk that runs over is not cut off mid-sentence). */
export const ROOM_GRACE_AFTER_MINUTES = 15;
/** A participant whose connection drops keeps the seat this long (others see "reconnecting"). */
export const ROOM_SEAT_GRACE_SECONDS = 30;
/**
 * Each gateway process vouches for the seats whose sockets it holds this often; a seat unvouched for
 * ROOM_SEAT_GRACE_SECONDS (its process crashed or was killed) is ended as dropped, so it does not hold a place.
 */
export const ROOM_SEAT_HEARTBEAT_SECONDS = 10;
/** "Overlong room text cannot be sent": a chat message in the room is at most this many characters. */
export const ROOM_TEXT_MAX = 500;
/** The post-negotiation survey: a rating of 1 to 5 and a comment of at most this many characters. */
export const ROOM_FEEDBACK_COMMENT_MAX = 500;
/** A guest's name, typed on the pre-join page. */
export const ROOM_NAME_MAX = 30;
export const ROOM_PASSWORD_MIN = 4;
export const ROOM_PASSWORD_MAX = 32;
/** The room number: 9 digits, as the confirmed meeting shows it. */
export const ROOM_NUMBER_PATTERN = '^[0-9]{9}$';

/** upcoming: before it opens; open; ended: its time is over; closed: the host closed it. */
export const ROOM_STATES = ['upcoming', 'open', 'ended', 'closed'] as const;
export type TRoomState = (typeof ROOM_STATES)[number];

/** Why a participant left the others' view. */
export const ROOM_LEAVE_REASONS = ['left', 'kicked', 'dropped'] as const;
export type TRoomLeaveReason = (typeof ROOM_LEAVE_REASONS)[number];

/**
 * Instant negotiation: a buyer asks an exhibitor to talk now. The exhibitor's members who are online have this
 * long to accept (a phone call's ring, not a booking); then the request expires and the buyer is offered a
 * scheduled meeting instead.
 */
export const INSTANT_ANSWER_SECONDS = 60;
/** An accepted instant request opens a confirmed meeting of this length, starting at the acceptance. */
export const INSTANT_MEETING_MINUTES = 30;
export const INSTANT_TOPIC_MAX = 100;
/** pending: ringing; the others are final. */
export const INSTANT_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type TInstantStatus = (typeof INSTANT_STATUSES)[number];
