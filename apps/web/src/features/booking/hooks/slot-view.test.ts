import { describe, expect, it } from 'vitest';
import type { TTimeSlot } from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { dayChip, slotViews, viewerZoneLabel } from './slot-view.ts';

const slot = (id: string, start: string, end: string, idleCount = 2): TTimeSlot => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  idleCount,
  capacity: 3,
  startTime: `2026-12-08 ${start}:00`,
  endTime: `2026-12-08 ${end}:00`,
  timeSlot: `${start}-${end}`,
  oneDay: '2026-12-08',
});

const slots = [slot('2', '09:00', '09:30'), slot('1', '08:30', '09:00'), slot('3', '14:00', '14:30', 0)];
const before = beijingToEpoch('2026-12-01 10:00:00');

describe('slotViews', () => {
  it('Lisbon in December (GMT+0): 09:00 Beijing is 01:00, same date; the full slot of another day is hidden', () => {
    const views = slotViews(slots, '2026-12-08', before, 'Europe/Lisbon', 'en-US');
    expect(views.map((v) => v.time)).toEqual(['00:30–01:00', '01:00–01:30']);
    expect(views[1]?.localDate).toBeNull();
    expect(views[1]?.label).toBe('Tuesday, December 8, 2026, 01:00–01:30, Europe/Lisbon (GMT+0)');
  });

  it('New York (GMT-5): the slot falls on the day before, so its local date is shown', () => {
    const [first] = slotViews(slots, '2026-12-08', before, 'America/New_York', 'en-US');
    expect(first?.time).toBe('19:30–20:00');
    expect(first?.localDate).toBe('Mon, Dec 7');
    expect(first?.label).toBe('Monday, December 7, 2026, 19:30–20:00, America/New_York (GMT-5)');
  });

  it('Beijing viewer in Chinese: Beijing hours, no extra date', () => {
    const [first] = slotViews(slots, '2026-12-08', before, 'Asia/Shanghai', 'zh-CN');
    expect(first?.time).toBe('08:30–09:00');
    expect(first?.localDate).toBeNull();
    expect(first?.label).toContain('2026年12月8日');
    expect(first?.label).toContain('Asia/Shanghai (GMT+8)');
  });

  it('today: a full slot that has not started is shown but not selectable; started slots are gone', () => {
    const now = beijingToEpoch('2026-12-08 08:45:00');
    const views = slotViews(slots, '2026-12-08', now, 'Asia/Shanghai', 'en-US');
    expect(views.map((v) => [v.time, v.full, v.selectable])).toEqual([
      ['09:00–09:30', false, true],
      ['14:00–14:30', true, false],
    ]);
  });

  it('Lisbon across its DST change: a March slot after the change is GMT+1', () => {
    const march: TTimeSlot = {
      ...slot('4', '09:00', '09:30'),
      startTime: '2027-03-29 09:00:00',
      endTime: '2027-03-29 09:30:00',
      oneDay: '2027-03-29',
    };
    const [v] = slotViews([march], '2027-03-29', before, 'Europe/Lisbon', 'en-US');
    expect(v?.time).toBe('02:00–02:30');
    expect(v?.label).toContain('Europe/Lisbon (GMT+1)');
    expect(viewerZoneLabel('Europe/Lisbon', '2027-03-29', before)).toBe('GMT+1');
    expect(viewerZoneLabel('Europe/Lisbon', '2026-12-08', before)).toBe('GMT+0');
  });
});

describe('dayChip', () => {
  it('weekday and date of the Beijing day in the language', () => {
    expect(dayChip('2026-12-08', 'en-US')).toEqual({
      day: '2026-12-08',
      weekday: 'Tue',
      date: 'Dec 8',
      label: 'Tuesday, December 8, 2026',
    });
    expect(dayChip('2026-12-08', 'zh-CN').date).toBe('12月8日');
  });
});
