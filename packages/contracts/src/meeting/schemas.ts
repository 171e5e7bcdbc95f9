import { z } from 'zod';
import { ZBeijingTime, ZGuid } from '../common/primitives.ts';
import { ZPaging } from '../catalog/schemas.ts';
import { ZRoleType } from '../identity/schemas.ts';
import {
  CHAT_TYPES,
  ADDRESS_TYPES,
  SRC_BIZ_TYPES,
  CHECK_CHAT_BUSINESS_TYPES,
  MEETING_KINDS,
  MEETING_STATUSES,
  ADDRESS_MAX_LENGTH,
  SLOT_MINUTES,
  SLOT_CAPACITY_MAX,
} from './constants.ts';

export const ZChatType = z.enum(CHAT_TYPES);

export type TChatType = z.infer<typeof ZChatType>;

export const ZAddressType = z.enum(ADDRESS_TYPES);

export type TAddressType = z.infer<typeof ZAddressType>;

export const ZSrcBizType = z.enum(SRC_BIZ_TYPES);

export type TSrcBizType = z.infer<typeof ZSrcBizType>;

export const ZCheckChatBusinessType = z.enum(CHECK_CHAT_BUSINESS_TYPES);

export type TCheckChatBusinessType = z.infer<typeof ZCheckChatBusinessType>;

export const ZMeetingStatus = z.enum(MEETING_STATUSES);

export type TMeetingStatus = z.infer<typeof ZMeetingStatus>;

export const ZOneDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

export const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm');

/** A time slot: id, idleCount (free capacity), startTime, endTime, timeSlot (start-end), oneDay. */
export const ZTimeSlot = z.object({
  id: ZGuid,
  idleCount: z.number().int(),
  capacity: z.number().int(),
  startTime: ZBeijingTime,
  endTime: ZBeijingTime,
  /** 'HH:mm-HH:mm' in Beijing time. */
  timeSlot: z.string(),
  oneDay: ZOneDay,
});

export type TTimeSlot = z.infer<typeof ZTimeSlot>;

/** Stocks: the exhibitor's slots at the event. */
export const ZStocksBody = z.object({
  bventId: ZGuid,
  AttendeeOrganizationRole: ZRoleType.optional(),
  receiveOrgId: ZGuid,
  receiveAccountId: ZGuid.optional(),
  /** Only this Beijing day's slots (all days when absent). */
  oneDay: ZOneDay.optional(),
});

export const ZStocks = z.object({ timeLines: z.array(ZTimeSlot) });

export type TStocks = z.infer<typeof ZStocks>;

/** CheckChatStatus: is the caller already booked at the slot's time (a livestream, another meeting)? */
export const ZCheckChatStatusBody = z.object({
  chatId: ZGuid,
  attendeeOrganizationRole: ZRoleType,
  checkChatBusinessType: ZCheckChatBusinessType,
  receiveOrgId: ZGuid,
  receiveAccountId: ZGuid.optional(),
  bventId: ZGuid,
});

/** Is the caller already booked then: a livestream reservation, another meeting. */
export const ZChatStatus = z.object({ isReserveLiveMeeting: z.boolean(), isReserveChat: z.boolean() });

export type TChatStatus = z.infer<typeof ZChatStatus>;

/**
 * Reserve: the original platform's payload, field for field. topic is checked by the domain's validateTopic
 * (trimmed, 1..100 user-perceived characters) so the refusal carries the booking dialog's wording; zod only
 * bounds its size. chatId is the time slot's id; startTime/endTime must be that slot's.
 */
export const ZReserveBody = z.object({
  topOrgId: ZGuid,
  bventId: ZGuid,
  srcBizId: z.string().max(64).default(''),
  srcBizType: ZSrcBizType.default('Shop'),
  srcBizCode: z.string().max(100).default(''),
  srcBizName: z.string().max(300).default(''),
  receiveAccountId: ZGuid,
  receiveOrgId: ZGuid,
  sendAccountName: z.string().max(100).default(''),
  startTime: ZBeijingTime,
  endTime: ZBeijingTime,
  topic: z.string().max(2000),
  chatType: ZChatType.default('OnLine'),
  SendBusinessCard: z.union([z.literal(1), z.literal(0)]),
  chatId: ZGuid,
  attendeeOrganizationRole: ZRoleType,
  address: z.string().max(ADDRESS_MAX_LENGTH).default(''),
  addressType: ZAddressType.default('Customize'),
});

export type TReserveBody = z.input<typeof ZReserveBody>;

/** GetChatTypeByBventId: the meeting types enabled at the event. */
export const ZChatTypes = z.object({ chatTypes: z.array(ZChatType) });

export type TChatTypes = z.infer<typeof ZChatTypes>;

export const ZBoothNumberBody = z.object({ bventId: ZGuid, exhibitorOrgId: ZGuid });

/** The exhibitor's booth, offered as the offline meeting's address (empty when it has none). */
export const ZBoothNumber = z.object({ boothNumber: z.string(), pavilionName: z.string() });

export type TBoothNumber = z.infer<typeof ZBoothNumber>;

/** A business card: the sender's details as they were when the card was sent. */
export const ZBusinessCard = z.object({
  userId: ZGuid,
  fullName: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
});

export type TBusinessCard = z.infer<typeof ZBusinessCard>;

/** One meeting (a negotiation), as either side sees it. businessCard is set only when the visitor sent it. */
export const ZMeeting = z.object({
  id: ZGuid,
  bventId: ZGuid,
  /** The booked time slot; null for an instant negotiation (no slot: it starts when the exhibitor accepts). */
  slotId: ZGuid.nullable(),
  /** Scheduled: booked in a slot; Instant: asked for and accepted on the spot. */
  kind: z.enum(MEETING_KINDS),
  exhibitorId: ZGuid,
  exhibitorName: z.string(),
  exhibitorLogo: z.string(),
  receiveOrgId: ZGuid,
  sendAccountId: ZGuid,
  sendAccountName: z.string(),
  attendeeOrganizationRole: ZRoleType,
  topic: z.string(),
  chatType: ZChatType,
  address: z.string(),
  addressType: ZAddressType,
  sendBusinessCard: z.boolean(),
  businessCard: ZBusinessCard.nullable(),
  srcBizType: ZSrcBizType,
  srcBizName: z.string(),
  status: ZMeetingStatus,
  /** Who cancelled: the visitor (sender) or the exhibitor (receiver; declined when it was still Waiting). */
  cancelledBy: z.enum(['sender', 'receiver']).nullable(),
  declined: z.boolean(),
  startTime: ZBeijingTime,
  endTime: ZBeijingTime,
  /** Set once confirmed: the negotiation room's number (the room itself is a later feature). */
  roomNumber: z.string().nullable(),
  /**
   * The visitor in the negotiation room: whether they joined it, and for how long in all (minutes, their ended
   * seats; a seat still held counts once it ends).
   */
  attendance: z.object({ attended: z.boolean(), minutes: z.number().int().min(0) }),
  /** RFC 5545 SEQUENCE of the meeting's calendar entry: 0 when booked, +1 on every change. */
  sequence: z.number().int(),
  createdAt: ZBeijingTime,
  updatedAt: ZBeijingTime,
});

export type TMeeting = z.infer<typeof ZMeeting>;

export const ZMeetingListBody = ZPaging.extend({ bventId: ZGuid, status: ZMeetingStatus.optional() });

export const ZMeetingActionBody = z.object({ bventId: ZGuid, negotiationId: ZGuid });

export const ZMeetingCalendarQuery = z.object({ bventId: ZGuid, negotiationId: ZGuid });

/**
 * An .ics file (RFC 5545) of one meeting for the caller's own calendar: METHOD:PUBLISH with the exhibitor as
 * ORGANIZER, one UID for the meeting's life, SEQUENCE rising with each change, STATUS:CANCELLED once cancelled.
 */
export const ZMeetingCalendar = z.object({ fileName: z.string(), content: z.string() });

export type TMeetingCalendar = z.infer<typeof ZMeetingCalendar>;

/** The exhibitor's slot settings: each event day's slots with how many seats are held. */
export const ZSlotDay = z.object({ oneDay: ZOneDay, slots: z.array(ZTimeSlot) });

export const ZMySlots = z.object({
  exhibitorId: ZGuid,
  exhibitorOrgId: ZGuid,
  /** Every day of the exhibition (Beijing dates), each with its slots (possibly none). */
  days: z.array(ZSlotDay),
});

export type TMySlots = z.infer<typeof ZMySlots>;

/**
 * Set one day's slots: from startTime to endTime (Beijing, HH:mm) cut into slotMinutes slots of capacity seats.
 * Slots that hold bookings are kept (their capacity may not drop below the seats held); the others are replaced.
 */
export const ZSetSlotsBody = z.object({
  bventId: ZGuid,
  oneDay: ZOneDay,
  startTime: ZClock,
  endTime: ZClock,
  slotMinutes: z.coerce
    .number()
    .int()
    .refine(
      (m) => (SLOT_MINUTES as readonly number[]).includes(m),
      `must be one of ${SLOT_MINUTES.join(', ')}`,
    )
    // The refinement is code; the document states the same list.
    .meta({ enum: [...SLOT_MINUTES] }),
  capacity: z.coerce.number().int().min(1, 'capacity must be at least 1').max(SLOT_CAPACITY_MAX),
});

/** Remove a day's slots that hold no booking. */
export const ZClearSlotsBody = z.object({ bventId: ZGuid, oneDay: ZOneDay });

export const ZBusinessCardQuery = z.object({ userId: ZGuid });
