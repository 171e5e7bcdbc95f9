import { describe, expect, it } from 'vitest';
import { NUMERIC_RANGE, beijingTimeRange, otherLocalDate } from '../src/lib/time-range.ts';

describe('otherLocalDate: the local date of a Beijing slot, only when it is another day', () => {
  it.each([
    ['Asia/Shanghai', '2026-12-08 09:00:00', null],
    ['Europe/Lisbon', '2026-12-08 09:00:00', null],
    ['America/New_York', '2026-12-08 09:00:00', '2026-12-07'],
    ['Europe/Lisbon', '2026-12-08 07:30:00', '2026-12-07'],
    ['Pacific/Kiritimati', '2026-12-08 23:00:00', '2026-12-09'],
  ])('%s %s -> %s', (zone, beijing, date) => {
    expect(otherLocalDate(beijing, zone, '2026-12-08')).toBe(date);
  });
});

describe('beijingTimeRange with a pattern of its own', () => {
  it('writes the numeric form, the end keeping its date over local midnight', () => {
    expect(
      beijingTimeRange('2026-12-08 07:30:00', '2026-12-08 08:30:00', 'Europe/Lisbon', NUMERIC_RANGE),
    ).toEqual({
      text: '2026-12-07 23:30 - 2026-12-08 00:30',
      zone: 'GMT+0',
    });
    expect(
      beijingTimeRange('2026-12-08 09:00:00', '2026-12-08 09:30:00', 'Asia/Shanghai', 'en-US')?.text,
    ).toBe('Dec 8 09:00 – 09:30');
  });
});
