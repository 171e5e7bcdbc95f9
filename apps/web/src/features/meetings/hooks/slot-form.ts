import { SLOT_CAPACITY_MAX, SLOT_MINUTES, type TTimeSlot } from '@showfloor/contracts';
import { beijingToEpoch, cutDay } from '@showfloor/domain';

export interface SlotForm {
  /** 'HH:mm', Beijing time. */
  from: string;
  to: string;
  minutes: number;
  capacity: number;
}

const DEFAULT_FORM: SlotForm = { from: '09:00', to: '17:00', minutes: 30, capacity: 1 };

/**
 * The form of a day starts from what is set: the first slot's start to the last slot's end, the first slot's
 * length and seats; a day without slots starts from office hours, 30 minutes, one seat.
 */
export function slotFormFor(
  slots: readonly Pick<TTimeSlot, 'startTime' | 'endTime' | 'capacity'>[],
): SlotForm {
  const sorted = [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return DEFAULT_FORM;
  const minutes = Math.round((beijingToEpoch(first.endTime) - beijingToEpoch(first.startTime)) / 60_000);
  return {
    from: first.startTime.slice(11, 16),
    to: last.endTime.slice(11, 16),
    minutes: (SLOT_MINUTES as readonly number[]).includes(minutes) ? minutes : DEFAULT_FORM.minutes,
    capacity: Math.min(Math.max(first.capacity, 1), SLOT_CAPACITY_MAX),
  };
}

export type SlotFormProblem = 'badTime' | 'noSlot' | 'badCapacity';

/** What is wrong before asking the server, or how many slots the form cuts the day into. */
export function checkSlotForm(
  oneDay: string,
  form: SlotForm,
): { ok: true; count: number } | { ok: false; problem: SlotFormProblem } {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.from) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(form.to)) {
    return { ok: false, problem: 'badTime' };
  }
  if (!Number.isInteger(form.capacity) || form.capacity < 1 || form.capacity > SLOT_CAPACITY_MAX) {
    return { ok: false, problem: 'badCapacity' };
  }
  const count = cutDay(oneDay, form.from, form.to, form.minutes).length;
  return count > 0 ? { ok: true, count } : { ok: false, problem: 'noSlot' };
}
