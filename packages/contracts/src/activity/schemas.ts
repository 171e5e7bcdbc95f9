import { z } from 'zod';
import { ZBeijingTime, ZGuid, ZUrl } from '../common/primitives.ts';
import { ZExhibitorSummary, ZPaging } from '../catalog/schemas.ts';
import { ACTIVITY_STATES, ACTIVITY_REGISTRATIONS } from './constants.ts';

export const ZActivityState = z.enum(ACTIVITY_STATES);

export type TActivityState = z.infer<typeof ZActivityState>;

export const ZActivityRegistration = z.enum(ACTIVITY_REGISTRATIONS);

export type TActivityRegistration = z.infer<typeof ZActivityRegistration>;

/** An exhibitor activity as the activity tab lists it. Times are Beijing wall-clock (the page shows them in the viewer's zone). */
export const ZActivityCard = z.object({
  id: ZGuid,
  title: z.string(),
  cover: ZUrl,
  startTime: ZBeijingTime,
  endTime: ZBeijingTime,
  location: z.string(),
  state: ZActivityState,
  registration: ZActivityRegistration,
  /** Seats; null means unlimited. */
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int(),
});

export type TActivityCard = z.infer<typeof ZActivityCard>;

/** The eventsDetails page: the card plus what only the detail shows. */
export const ZActivityDetail = ZActivityCard.extend({
  bventId: ZGuid,
  description: z.string(),
  exhibitor: ZExhibitorSummary,
});

export type TActivityDetail = z.infer<typeof ZActivityDetail>;

/** A fair day, Beijing date (the days the fair's times are written in). */
export const ZActivityDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day (YYYY-MM-DD)');

/** The activity hall: every published activity of the event, by start time, optionally of one fair day. */
export const ZActivityHallBody = ZPaging.extend({ bventId: ZGuid, day: ZActivityDay.optional() });

/** A card of the hall and of "my activities": the activity's card and whose activity it is. */
export const ZHallActivityCard = ZActivityCard.extend({ exhibitor: ZExhibitorSummary });

export type THallActivityCard = z.infer<typeof ZHallActivityCard>;

export const ZMyActivitiesBody = ZPaging.extend({ bventId: ZGuid });

/** Register, cancel and the seat question name one activity. */
export const ZActivitySeatBody = z.object({ activityId: ZGuid });

/**
 * The signed-in visitor's seat at one activity, with the counts as the database holds them after the call: what
 * the register button shows.
 */
export const ZActivitySeat = z.object({
  activityId: ZGuid,
  registered: z.boolean(),
  registration: ZActivityRegistration,
  /** Seats; null means unlimited. */
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int(),
});

export type TActivitySeat = z.infer<typeof ZActivitySeat>;
