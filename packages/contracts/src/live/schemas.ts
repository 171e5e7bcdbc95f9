import { z } from 'zod';
import { ZBeijingTime, ZGuid, ZUrl } from '../common/primitives.ts';
import { ZExhibitorSummary, ZPaging } from '../catalog/schemas.ts';
import { LIVE_INVITE_CODE_MAX, LIVE_STATES, LIVE_STATUS_MAX } from './constants.ts';

export const ZLiveState = z.enum(LIVE_STATES);

export type TLiveState = z.infer<typeof ZLiveState>;

/** A fair day, Beijing date (the days the lives' times are written in). */
const ZLiveDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day (YYYY-MM-DD)');

/**
 * A live as the live list shows it. Times are Beijing wall-clock (the page shows them in the viewer's zone);
 * state follows the clock and the broadcaster. `isPrivate`: reserving needs the invitation code.
 */
export const ZLiveCard = z.object({
  id: ZGuid,
  bventId: ZGuid,
  title: z.string(),
  cover: ZUrl,
  startTime: ZBeijingTime,
  endTime: ZBeijingTime,
  state: ZLiveState,
  isPrivate: z.boolean(),
  /** Seats; null means unlimited. */
  capacity: z.number().int().nullable(),
  reservedCount: z.number().int(),
  soldOut: z.boolean(),
  hasReplay: z.boolean(),
  exhibitor: ZExhibitorSummary,
});

export type TLiveCard = z.infer<typeof ZLiveCard>;

/**
 * The live page: the card, the description, whether the viewer reserved (null for a stranger) and what to play
 * (null when nothing plays now, or for a private live the viewer has not reserved).
 */
export const ZLiveDetail = ZLiveCard.extend({
  description: z.string(),
  reserved: z.boolean().nullable(),
  playbackUrl: ZUrl.nullable(),
});

export type TLiveDetail = z.infer<typeof ZLiveDetail>;

/** The live list: the event's lives, optionally of one day, one exhibitor, one state (ended: with a replay only). */
export const ZLiveListBody = ZPaging.extend({
  bventId: ZGuid,
  day: ZLiveDay.optional(),
  exhibitorId: ZGuid.optional(),
  state: ZLiveState.optional(),
  /** With state ended: only the lives that kept a recording (the "replays" tab). */
  withReplay: z.boolean().optional(),
});

export type TLiveListBody = z.input<typeof ZLiveListBody>;

export const ZLiveDetailQuery = z.object({ id: ZGuid });

/** Reserve: the live (of the event the Live auth is checked at), and its invitation code when it is private. */
export const ZLiveReserveBody = z.object({
  bventId: ZGuid,
  liveId: ZGuid,
  inviteCode: z.string().max(LIVE_INVITE_CODE_MAX).optional(),
});

export const ZLiveCancelBody = z.object({ liveId: ZGuid });

/** The viewer's seat at one live after a reserve or a cancel, with the counts as the database holds them. */
export const ZLiveSeat = z.object({
  liveId: ZGuid,
  reserved: z.boolean(),
  capacity: z.number().int().nullable(),
  reservedCount: z.number().int(),
  soldOut: z.boolean(),
});

export type TLiveSeat = z.infer<typeof ZLiveSeat>;

export const ZLiveStatusBody = z.object({ liveIds: z.array(ZGuid).min(1).max(LIVE_STATUS_MAX) });

export const ZLiveStatus = z.object({ liveId: ZGuid, reserved: z.boolean() });

export type TLiveStatus = z.infer<typeof ZLiveStatus>;

export const ZLiveCalendarQuery = z.object({ liveId: ZGuid });

/** An .ics file (RFC 5545) of the live's slot for the viewer's own calendar. */
export const ZLiveCalendar = z.object({ fileName: z.string(), content: z.string() });

export type TLiveCalendar = z.infer<typeof ZLiveCalendar>;

export const ZMyLivesBody = ZPaging.extend({ bventId: ZGuid });
