import { describe, expect, it } from 'vitest';
import { beijingToEpoch } from './beijing-time.ts';
import {
  BOOKING_PROBLEM_KEYS,
  bookingDays,
  bookingRange,
  conflictOutcome,
  cutDay,
  overlaps,
  slotInRange,
  slotSelectable,
  topicLength,
  validateBooking,
  validateTopic,
  visibleSlots,
} from './booking.ts';
import { conflictCheckType } from './roles.ts';

const EVENT_START = '2026-12-08 09:00:00';
const EVENT_END = '2026-12-11 17:00:00';

describe("booking range and days: the first day's start to the last day's end", () => {
  it('runs from the start of the first day to the end of the last, in Beijing time', () => {
    const r = bookingRange(EVENT_START, EVENT_END);
    expect(new Date(r!.start).toISOString()).toBe('2026-12-07T16:00:00.000Z');
    expect(new Date(r!.end).toISOString()).toBe('2026-12-11T16:00:00.000Z');
    expect(bookingDays(EVENT_START, EVENT_END)).toEqual([
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it('a one-day event has one day; malformed or reversed times have none', () => {
    expect(bookingDays('2026-12-08 09:00:00', '2026-12-08 18:00:00')).toEqual(['2026-12-08']);
    expect(bookingDays('soon', EVENT_END)).toEqual([]);
    expect(bookingDays(EVENT_END, EVENT_START)).toEqual([]);
    expect(bookingRange('x', 'y')).toBeNull();
  });

  const inRange: [string, string, boolean][] = [
    ['2026-12-08 00:00:00', '2026-12-08 00:30:00', true],
    ['2026-12-11 23:30:00', '2026-12-12 00:00:00', true],
    ['2026-12-07 23:30:00', '2026-12-08 00:00:00', false],
    ['2026-12-11 23:30:00', '2026-12-12 00:30:00', false],
    ['2026-12-09 10:00:00', '2026-12-09 10:00:00', false],
    ['2026-12-09 10:00', 'garbage', false],
  ];
  it.each(inRange)('slot %s-%s in range: %s', (startTime, endTime, expected) => {
    expect(slotInRange({ startTime, endTime }, EVENT_START, EVENT_END)).toBe(expected);
  });
});

describe('visible slots: today only later than now, other days only with free seats', () => {
  const slot = (oneDay: string, hm: string, idleCount: number) => ({
    id: `${oneDay} ${hm}`,
    oneDay,
    startTime: `${oneDay} ${hm}:00`,
    idleCount,
  });
  const slots = [
    slot('2026-12-08', '09:00', 2),
    slot('2026-12-08', '10:00', 0),
    slot('2026-12-08', '11:00', 1),
    slot('2026-12-09', '09:00', 0),
    slot('2026-12-09', '10:00', 3),
  ];

  it('today shows only slots starting later than now, full ones included (they show as taken)', () => {
    const now = beijingToEpoch('2026-12-08 09:30:00');
    expect(visibleSlots(slots, '2026-12-08', now).map((s) => s.id)).toEqual([
      '2026-12-08 10:00',
      '2026-12-08 11:00',
    ]);
  });

  it('a slot starting exactly now is not shown', () => {
    const now = beijingToEpoch('2026-12-08 10:00:00');
    expect(visibleSlots(slots, '2026-12-08', now).map((s) => s.id)).toEqual(['2026-12-08 11:00']);
  });

  it('other days show only slots with idleCount above zero', () => {
    const now = beijingToEpoch('2026-12-08 09:30:00');
    expect(visibleSlots(slots, '2026-12-09', now).map((s) => s.id)).toEqual(['2026-12-09 10:00']);
    const before = beijingToEpoch('2026-11-21 12:00:00');
    expect(visibleSlots(slots, '2026-12-08', before).map((s) => s.id)).toEqual([
      '2026-12-08 09:00',
      '2026-12-08 11:00',
    ]);
  });

  it('a day already past shows nothing', () => {
    const now = beijingToEpoch('2026-12-10 08:00:00');
    expect(visibleSlots(slots, '2026-12-09', now)).toEqual([]);
  });

  it('today is the Beijing date of now, not the viewer’s (New York evening is Beijing morning)', () => {
    // 2026-12-07 20:30 in New York is 2026-12-08 09:30 in Beijing.
    const now = Date.UTC(2026, 11, 8, 1, 30);
    expect(visibleSlots(slots, '2026-12-08', now).map((s) => s.id)).toContain('2026-12-08 10:00');
  });

  it('a full or started slot cannot be chosen', () => {
    const now = beijingToEpoch('2026-12-08 09:30:00');
    expect(slotSelectable(slot('2026-12-08', '10:00', 0), now)).toBe(false);
    expect(slotSelectable(slot('2026-12-08', '09:00', 2), now)).toBe(false);
    expect(slotSelectable(slot('2026-12-08', '11:00', 1), now)).toBe(true);
  });
});

describe('topic: required, at most 100 characters, counted as a person counts them', () => {
  const cases: [string, number, ReturnType<typeof validateTopic>][] = [
    ['', 0, 'topicRequired'],
    ['     ', 0, 'topicRequired'],
    ['\n\t ', 0, 'topicRequired'],
    ['Price list', 10, null],
    ['  Price list  ', 10, null],
    ['a'.repeat(100), 100, null],
    ['a'.repeat(101), 101, 'topicTooLong'],
    ['洽'.repeat(100), 100, null],
    ['洽'.repeat(101), 101, 'topicTooLong'],
    // 100 emoji are 200 UTF-16 units: still 100 characters.
    ['😀'.repeat(100), 100, null],
    // A family emoji (7 code points) and an accented letter built from two code points are one character each.
    ['👨‍👩‍👧‍👦'.repeat(100), 100, null],
    ['e\u0301'.repeat(100), 100, null],
    [' ' + 'b'.repeat(100) + ' ', 100, null],
  ];
  it.each(cases)('%j has %i characters -> %s', (topic, length, problem) => {
    expect(topicLength(topic)).toBe(length);
    expect(validateTopic(topic)).toBe(problem);
  });
});

describe('validation order: topic, its length, date, time, each with its toast', () => {
  const cases: [string, string | null, string | null, string | null][] = [
    ['', null, null, 'please_enter_meeting_topic'],
    ['x'.repeat(101), null, null, 'enter_up_to_100_characters'],
    ['Topic', null, null, 'please_select_meeting_date'],
    ['Topic', null, 'slot', 'please_select_meeting_date'],
    ['Topic', '2026-12-08', null, 'please_select_meeting_time'],
    ['Topic', '2026-12-08', 'slot', null],
  ];
  it.each(cases)('topic %j, date %s, slot %s -> %s', (topic, date, slotId, key) => {
    const problem = validateBooking({ topic, date, slotId });
    expect(problem ? BOOKING_PROBLEM_KEYS[problem] : null).toBe(key);
  });
});

describe('conflict check: AttendeeSend for an Attendee, ExhibitorSend otherwise', () => {
  it.each([
    ['Attendee', 'AttendeeSend'],
    ['Purchaser', 'ExhibitorSend'],
    ['Exhibition', 'ExhibitorSend'],
    ['', 'ExhibitorSend'],
  ] as const)('role %s checks as %s', (role, type) => {
    expect(conflictCheckType(role)).toBe(type);
  });

  it.each([
    [false, false, 'reserve'],
    [true, false, 'confirmLive'],
    [false, true, 'meetingConflict'],
    [true, true, 'meetingConflict'],
  ] as const)('live %s, meeting %s -> %s', (isReserveLiveMeeting, isReserveChat, outcome) => {
    expect(conflictOutcome({ isReserveLiveMeeting, isReserveChat })).toBe(outcome);
  });

  it('meetings overlap as half-open intervals', () => {
    const a = ['2026-12-08 10:00:00', '2026-12-08 10:30:00'] as const;
    expect(overlaps(...a, '2026-12-08 10:15:00', '2026-12-08 10:45:00')).toBe(true);
    expect(overlaps(...a, '2026-12-08 10:30:00', '2026-12-08 11:00:00')).toBe(false);
    expect(overlaps(...a, '2026-12-08 09:30:00', '2026-12-08 10:00:00')).toBe(false);
    expect(overlaps(...a, '2026-12-08 09:00:00', '2026-12-08 12:00:00')).toBe(true);
  });
});

describe("cutting an exhibitor's day into slots (Beijing time)", () => {
  it('cuts 09:00-11:00 into four 30-minute slots', () => {
    expect(cutDay('2026-12-08', '09:00', '11:00', 30)).toEqual([
      { startTime: '2026-12-08 09:00:00', endTime: '2026-12-08 09:30:00', timeSlot: '09:00-09:30' },
      { startTime: '2026-12-08 09:30:00', endTime: '2026-12-08 10:00:00', timeSlot: '09:30-10:00' },
      { startTime: '2026-12-08 10:00:00', endTime: '2026-12-08 10:30:00', timeSlot: '10:00-10:30' },
      { startTime: '2026-12-08 10:30:00', endTime: '2026-12-08 11:00:00', timeSlot: '10:30-11:00' },
    ]);
  });
  it('drops a last piece shorter than the slot length', () => {
    expect(cutDay('2026-12-08', '09:00', '10:50', 45).map((s) => s.timeSlot)).toEqual([
      '09:00-09:45',
      '09:45-10:30',
    ]);
  });
  it('an empty, reversed or malformed range gives nothing', () => {
    expect(cutDay('2026-12-08', '10:00', '10:00', 30)).toEqual([]);
    expect(cutDay('2026-12-08', '11:00', '10:00', 30)).toEqual([]);
    expect(cutDay('2026-12-xx', '09:00', '10:00', 30)).toEqual([]);
  });
});
