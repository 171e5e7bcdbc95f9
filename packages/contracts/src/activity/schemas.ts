import { z } from 'zod';
import { ZBeijingTime, ZGuid, ZUrl } from '../common/primitives.ts';
import { ZExhibitorSummary } from '../catalog/schemas.ts';
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
});

export type TActivityCard = z.infer<typeof ZActivityCard>;

/** The eventsDetails page: the card plus what only the detail shows. */
export const ZActivityDetail = ZActivityCard.extend({
  bventId: ZGuid,
  description: z.string(),
  /** Seats; null means unlimited. */
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int(),
  exhibitor: ZExhibitorSummary,
});

export type TActivityDetail = z.infer<typeof ZActivityDetail>;
