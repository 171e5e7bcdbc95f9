import type { TChatStatus, TTimeSlot } from '@showfloor/contracts';
import { textLength, TOPIC_MAX_LENGTH } from '@showfloor/contracts';
import { beijingToEpoch, epochToBeijing } from './beijing-time.ts';

/*
 * The booking rules, pure: the booking range and its days, which slots a day shows, the form's
 * validation and its order, the conflict check's type, how an exhibitor's day is cut into slots, and the overlap
 * of two meetings. The web dialog and the gateway run the same functions.
 */

const DAY_MS = 86_400_000;

/** The Beijing date 'YYYY-MM-DD' of a Beijing wall time or of an instant. */
export function beijingDay(wallOrEpoch: string | number): string {
  const epoch = typeof wallOrEpoch === 'number' ? wallOrEpoch : beijingToEpoch(wallOrEpoch);
  return Number.isNaN(epoch) ? '' : epochToBeijing(epoch).slice(0, 10);
}

/**
 * The booking range runs from the start of the exhibition's first day to the end of its last day
 * (Beijing). Returns instants; end is exclusive (midnight after the last day). null when the times are malformed.
 */
export function bookingRange(eventStart: string, eventEnd: string): { start: number; end: number } | null {
  const first = beijingToEpoch(`${beijingDay(eventStart)} 00:00:00`);
  const last = beijingToEpoch(`${beijingDay(eventEnd)} 00:00:00`);
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) return null;
  return { start: first, end: last + DAY_MS };
}

/** The dialog's days: every Beijing date of the exhibition, first to last. */
export function bookingDays(eventStart: string, eventEnd: string): string[] {
  const range = bookingRange(eventStart, eventEnd);
  if (!range) return [];
  const days: string[] = [];
  for (let t = range.start; t < range.end; t += DAY_MS) days.push(beijingDay(t));
  return days;
}

/** Whether a slot lies inside the booking range. */
export function slotInRange(
  slot: { startTime: string; endTime: string },
  eventStart: string,
  eventEnd: string,
) {
  const range = bookingRange(eventStart, eventEnd);
  const s = beijingToEpoch(slot.startTime);
  const e = beijingToEpoch(slot.endTime);
  if (!range || Number.isNaN(s) || Number.isNaN(e) || e <= s) return false;
  return s >= range.start && e <= range.end;
}

/**
 * The slots a chosen day shows. Today (the Beijing date of now) shows only slots starting later than
 * now; other days only slots with idleCount above zero. A day already past shows nothing: every slot has started.
 */
export function visibleSlots<S extends Pick<TTimeSlot, 'startTime' | 'idleCount' | 'oneDay'>>(
  slots: readonly S[],
  day: string,
  now: number,
): S[] {
  const today = beijingDay(now);
  return slots
    .filter((s) => s.oneDay === day)
    .filter((s) => {
      const start = beijingToEpoch(s.startTime);
      if (day === today) return start > now;
      return s.idleCount > 0 && start > now;
    })
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** Whether a shown slot can be chosen: it has a free seat and has not started. */
export function slotSelectable(slot: Pick<TTimeSlot, 'startTime' | 'idleCount'>, now: number): boolean {
  return slot.idleCount > 0 && beijingToEpoch(slot.startTime) > now;
}

/**
 * The topic's length as a person counts it: user-perceived characters (an emoji or a letter with its accent is
 * one), after trimming. The original counted UTF-16 units of the untrimmed text, so its check was faulty.
 */
export const topicLength = textLength;

export type TopicProblem = 'topicRequired' | 'topicTooLong';
export function validateTopic(topic: string): TopicProblem | null {
  const n = topicLength(topic);
  if (n === 0) return 'topicRequired';
  if (n > TOPIC_MAX_LENGTH) return 'topicTooLong';
  return null;
}

export type BookingProblem = TopicProblem | 'dateRequired' | 'timeRequired';

/** Dictionary key of each problem's toast. */
export const BOOKING_PROBLEM_KEYS: Record<BookingProblem, string> = {
  topicRequired: 'please_enter_meeting_topic',
  topicTooLong: 'enter_up_to_100_characters',
  dateRequired: 'please_select_meeting_date',
  timeRequired: 'please_select_meeting_time',
};

/** The first problem, in this order (topic, its length, date, time), before the conflict check. */
export function validateBooking(form: {
  topic: string;
  date: string | null;
  slotId: string | null;
}): BookingProblem | null {
  const topic = validateTopic(form.topic);
  if (topic) return topic;
  if (!form.date) return 'dateRequired';
  if (!form.slotId) return 'timeRequired';
  return null;
}

/** What the dialog does after CheckChatStatus: a meeting conflict stops; a livestream asks; else reserve. */
export type ConflictOutcome = 'meetingConflict' | 'confirmLive' | 'reserve';
export function conflictOutcome(status: TChatStatus): ConflictOutcome {
  if (status.isReserveChat) return 'meetingConflict';
  if (status.isReserveLiveMeeting) return 'confirmLive';
  return 'reserve';
}

/** Half-open intervals [start, end): a meeting ending at 10:00 does not clash with one starting at 10:00. */
export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return beijingToEpoch(aStart) < beijingToEpoch(bEnd) && beijingToEpoch(bStart) < beijingToEpoch(aEnd);
}

export interface SlotCut {
  startTime: string;
  endTime: string;
  timeSlot: string;
}

/**
 * An exhibitor's day cut into slots, in Beijing time: from `from` to `to` ('HH:mm') every `minutes`. A last piece
 * shorter than `minutes` is dropped. Empty when the range is empty or malformed.
 */
export function cutDay(oneDay: string, from: string, to: string, minutes: number): SlotCut[] {
  const start = beijingToEpoch(`${oneDay} ${from}:00`);
  const end = beijingToEpoch(`${oneDay} ${to}:00`);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start || minutes <= 0) return [];
  const slots: SlotCut[] = [];
  for (let t = start; t + minutes * 60_000 <= end; t += minutes * 60_000) {
    const s = epochToBeijing(t);
    const e = epochToBeijing(t + minutes * 60_000);
    slots.push({ startTime: s, endTime: e, timeSlot: `${s.slice(11, 16)}-${e.slice(11, 16)}` });
  }
  return slots;
}
