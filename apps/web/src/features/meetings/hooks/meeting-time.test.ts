import { describe, expect, it } from 'vitest';
import { localSlotLabel, meetingTimeLine } from './meeting-time.ts';

describe('meetingTimeLine: a meeting in the viewer zone, the zone named', () => {
  it.each([
    // zone, Beijing start, Beijing end, what the viewer reads
    [
      'Asia/Shanghai',
      '2026-12-08 09:00:00',
      '2026-12-08 09:30:00',
      '2026-12-08 09:00 - 09:30 (Asia/Shanghai, GMT+8)',
    ],
    [
      'Europe/Lisbon',
      '2026-12-08 09:00:00',
      '2026-12-08 09:30:00',
      '2026-12-08 01:00 - 01:30 (Europe/Lisbon, GMT+0)',
    ],
    // Summer time in Lisbon: one hour later on the viewer's clock.
    [
      'Europe/Lisbon',
      '2026-07-01 09:00:00',
      '2026-07-01 09:30:00',
      '2026-07-01 02:00 - 02:30 (Europe/Lisbon, GMT+1)',
    ],
    // Lisbon's clocks go forward at 01:00 UTC on 2026-03-29 in the middle of the meeting: an hour looks like two.
    [
      'Europe/Lisbon',
      '2026-03-29 08:30:00',
      '2026-03-29 09:30:00',
      '2026-03-29 00:30 - 02:30 (Europe/Lisbon, GMT+0)',
    ],
    // New York sees the morning slot on the evening before its Beijing date.
    [
      'America/New_York',
      '2026-12-08 09:00:00',
      '2026-12-08 09:30:00',
      '2026-12-07 20:00 - 20:30 (America/New_York, GMT-5)',
    ],
    // Over local midnight the end keeps its date.
    [
      'Europe/Lisbon',
      '2026-12-08 07:30:00',
      '2026-12-08 08:30:00',
      '2026-12-07 23:30 - 2026-12-08 00:30 (Europe/Lisbon, GMT+0)',
    ],
    [
      'Asia/Kolkata',
      '2026-12-08 09:00:00',
      '2026-12-08 10:00:00',
      '2026-12-08 06:30 - 07:30 (Asia/Kolkata, GMT+5:30)',
    ],
  ])('%s %s -> %s', (zone, start, end, text) => {
    expect(meetingTimeLine(start, end, zone)?.text).toBe(text);
  });

  it('splits range and zone for separate styling', () => {
    expect(meetingTimeLine('2026-12-08 09:00:00', '2026-12-08 09:30:00', 'Europe/Lisbon')).toEqual({
      range: '2026-12-08 01:00 - 01:30',
      zone: '(Europe/Lisbon, GMT+0)',
      text: '2026-12-08 01:00 - 01:30 (Europe/Lisbon, GMT+0)',
    });
  });

  it('is null for malformed times', () => {
    expect(meetingTimeLine('tomorrow', '2026-12-08 09:30:00', 'Europe/Lisbon')).toBeNull();
    expect(meetingTimeLine('2026-12-08 09:00:00', '', 'Europe/Lisbon')).toBeNull();
  });
});

describe('localSlotLabel: a Beijing slot on the viewer clock', () => {
  const slot = { oneDay: '2026-12-08', startTime: '2026-12-08 09:00:00', endTime: '2026-12-08 09:30:00' };

  it('is null where the wall clock is Beijing', () => {
    expect(localSlotLabel(slot, 'Asia/Shanghai')).toBeNull();
    expect(localSlotLabel(slot, 'Asia/Hong_Kong')).toBeNull();
  });

  it('shows the local time with its offset, the date only when it is not the Beijing day', () => {
    expect(localSlotLabel(slot, 'Europe/Lisbon')).toBe('01:00-01:30 GMT+0');
    expect(localSlotLabel(slot, 'America/New_York')).toBe('2026-12-07 20:00-20:30 GMT-5');
  });

  it('dates the end when the slot crosses local midnight', () => {
    const late = { oneDay: '2026-12-08', startTime: '2026-12-08 12:30:00', endTime: '2026-12-08 13:30:00' };
    expect(localSlotLabel(late, 'America/New_York')).toBe('2026-12-07 23:30-2026-12-08 00:30 GMT-5');
  });

  it('is null for malformed times', () => {
    expect(localSlotLabel({ ...slot, endTime: 'x' }, 'Europe/Lisbon')).toBeNull();
  });
});
