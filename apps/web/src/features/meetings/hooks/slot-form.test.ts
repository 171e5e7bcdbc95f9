import { describe, expect, it } from 'vitest';
import { checkSlotForm, slotFormFor } from './slot-form.ts';

const slot = (start: string, end: string, capacity = 2) => ({
  startTime: `2026-12-08 ${start}:00`,
  endTime: `2026-12-08 ${end}:00`,
  capacity,
});

describe('slotFormFor', () => {
  it('starts a day without slots from office hours, 30 minutes, one seat', () => {
    expect(slotFormFor([])).toEqual({ from: '09:00', to: '17:00', minutes: 30, capacity: 1 });
  });

  it('reads a set day back: first start, last end, first length and seats, in any order', () => {
    expect(slotFormFor([slot('11:00', '11:45', 3), slot('10:15', '11:00', 3)])).toEqual({
      from: '10:15',
      to: '11:45',
      minutes: 45,
      capacity: 3,
    });
  });

  it('falls back to 30 minutes when the stored length is not one of SLOT_MINUTES', () => {
    expect(slotFormFor([slot('10:00', '10:25')]).minutes).toBe(30);
  });
});

describe('checkSlotForm', () => {
  const day = '2026-12-08';
  it.each([
    [
      { from: '09:00', to: '17:00', minutes: 30, capacity: 1 },
      { ok: true, count: 16 },
    ],
    // A last piece shorter than the length is dropped (domain cutDay).
    [
      { from: '09:00', to: '10:40', minutes: 45, capacity: 5 },
      { ok: true, count: 2 },
    ],
    [
      { from: '10:00', to: '10:00', minutes: 30, capacity: 1 },
      { ok: false, problem: 'noSlot' },
    ],
    [
      { from: '12:00', to: '09:00', minutes: 30, capacity: 1 },
      { ok: false, problem: 'noSlot' },
    ],
    [
      { from: '09:00', to: '09:20', minutes: 30, capacity: 1 },
      { ok: false, problem: 'noSlot' },
    ],
    [
      { from: '9:00', to: '17:00', minutes: 30, capacity: 1 },
      { ok: false, problem: 'badTime' },
    ],
    [
      { from: '', to: '17:00', minutes: 30, capacity: 1 },
      { ok: false, problem: 'badTime' },
    ],
    [
      { from: '09:00', to: '17:00', minutes: 30, capacity: 0 },
      { ok: false, problem: 'badCapacity' },
    ],
    [
      { from: '09:00', to: '17:00', minutes: 30, capacity: 51 },
      { ok: false, problem: 'badCapacity' },
    ],
    [
      { from: '09:00', to: '17:00', minutes: 30, capacity: 1.5 },
      { ok: false, problem: 'badCapacity' },
    ],
  ])('%j -> %j', (form, expected) => {
    expect(checkSlotForm(day, form)).toEqual(expected);
  });
});
