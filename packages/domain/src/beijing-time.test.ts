import { describe, expect, it } from 'vitest';
import {
  addDays,
  fixedOffsetZones,
  daysBetween,
  beijingToEpoch,
  epochToBeijing,
  formatBeijingInZone,
  formatBeijingRangeInZone,
  zoneLabel,
} from './beijing-time.ts';

describe('Beijing time', () => {
  it('reads a Beijing wall time as GMT+8', () => {
    expect(new Date(beijingToEpoch('2026-12-08 09:30:00')).toISOString()).toBe('2026-12-08T01:30:00.000Z');
    expect(new Date(beijingToEpoch('2026-01-01 00:00')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('rejects malformed times with NaN and formats them as empty', () => {
    expect(beijingToEpoch('tomorrow')).toBeNaN();
    expect(formatBeijingInZone('2026-13-45', 'Asia/Shanghai')).toBe('');
  });

  it('round-trips an instant', () => {
    expect(epochToBeijing(Date.UTC(2026, 11, 8, 1, 30))).toBe('2026-12-08 09:30:00');
  });

  // Each row: Beijing wall time, viewer zone, what the viewer sees. Lisbon is GMT+0 in winter and GMT+1 in
  // summer; New York GMT-5 / GMT-4; the DST switch days are included.
  const cases: [string, string, string][] = [
    ['2026-12-08 09:00:00', 'Asia/Shanghai', '2026-12-08 09:00'],
    ['2026-12-08 09:00:00', 'Europe/Lisbon', '2026-12-08 01:00'],
    ['2026-07-01 09:00:00', 'Europe/Lisbon', '2026-07-01 02:00'],
    ['2026-12-08 09:00:00', 'America/New_York', '2026-12-07 20:00'],
    ['2026-07-01 09:00:00', 'America/New_York', '2026-06-30 21:00'],
    // Lisbon springs forward 2026-03-29 01:00 UTC: 08:59 Beijing is 00:59 UTC (GMT+0), 09:00 is 01:00 UTC -> 02:00.
    ['2026-03-29 08:59:00', 'Europe/Lisbon', '2026-03-29 00:59'],
    ['2026-03-29 09:00:00', 'Europe/Lisbon', '2026-03-29 02:00'],
    // Lisbon falls back 2026-10-25 01:00 UTC.
    ['2026-10-25 08:30:00', 'Europe/Lisbon', '2026-10-25 01:30'],
    ['2026-10-25 09:30:00', 'Europe/Lisbon', '2026-10-25 01:30'],
    ['2026-12-08 09:00:00', 'Asia/Kolkata', '2026-12-08 06:30'],
  ];
  it.each(cases)('%s Beijing in %s reads %s', (wall, zone, seen) => {
    expect(formatBeijingInZone(wall, zone)).toBe(seen);
  });

  it('formats a range, dropping the end date on the same day', () => {
    expect(formatBeijingRangeInZone('2026-12-08 09:00:00', '2026-12-08 10:00:00', 'Europe/Lisbon')).toBe(
      '2026-12-08 01:00 - 02:00',
    );
    expect(formatBeijingRangeInZone('2026-12-08 09:00:00', '2026-12-08 10:00:00', 'America/New_York')).toBe(
      '2026-12-07 20:00 - 21:00',
    );
    expect(formatBeijingRangeInZone('2026-12-08 23:00:00', '2026-12-09 18:00:00', 'Asia/Shanghai')).toBe(
      '2026-12-08 23:00 - 2026-12-09 18:00',
    );
  });

  it('labels zones by their offset at the instant', () => {
    expect(zoneLabel('Asia/Shanghai', Date.UTC(2026, 0, 1))).toBe('GMT+8');
    expect(zoneLabel('America/New_York', Date.UTC(2026, 0, 1))).toBe('GMT-5');
    expect(zoneLabel('America/New_York', Date.UTC(2026, 6, 1))).toBe('GMT-4');
    expect(zoneLabel('Europe/Lisbon', Date.UTC(2026, 6, 1))).toBe('GMT+1');
    expect(zoneLabel('Asia/Kolkata', Date.UTC(2026, 6, 1))).toBe('GMT+5:30');
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-12-08', 1, '2026-12-09'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-12-08', -29, '2026-11-09'],
    ['2026-12-08', 0, '2026-12-08'],
    ['2026-13-01', 1, ''],
  ])('addDays(%s, %i) = %s', (day, n, want) => {
    expect(addDays(day, n)).toBe(want);
  });

  it('daysBetween counts whole days across months and years', () => {
    expect(daysBetween('2026-12-08', '2026-12-11')).toBe(3);
    expect(daysBetween('2026-12-11', '2030-03-02')).toBe(1177);
    expect(daysBetween('2026-12-09', '2026-12-08')).toBe(-1);
    expect(daysBetween('x', '2026-12-08')).toBeNaN();
  });
});

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall time and GMT label in a zone, straight from Intl (the reference, not our code). */
function viaIntl(epochMs: number, zone: string): { wall: string; label: string } {
  // One formatter per zone: building one is most of the cost, and the loop below asks thousands of times.
  let format = intlFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'shortOffset',
    });
    intlFormats.set(zone, format);
  }
  const parts = format.formatToParts(epochMs);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  // shortOffset reads 'GMT+5:30', 'GMT-8', 'GMT' (for +0).
  const label = p.timeZoneName === 'GMT' ? 'GMT+0' : p.timeZoneName!;
  return { wall: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`, label };
}

describe('times in a zone', () => {
  const start = Date.UTC(2020, 0, 1);
  const end = Date.UTC(2040, 0, 1);
  const zones = [...Object.keys(fixedOffsetZones), 'Europe/Lisbon', 'America/New_York', 'Pacific/Auckland'];

  it('are what Intl says, every few days from 2020 to 2040, whatever zone the machine is in', () => {
    for (const zone of zones) {
      for (let t = start; t < end; t += 5 * 86_400_000 + 3_600_000) {
        const wall = epochToBeijing(t);
        const expected = viaIntl(beijingToEpoch(wall), zone);
        expect(formatBeijingInZone(wall, zone, 'YYYY-MM-DD HH:mm'), `${zone} ${wall}`).toBe(expected.wall);
        expect(zoneLabel(zone, beijingToEpoch(wall)), `${zone} ${wall}`).toBe(expected.label);
      }
    }
  }, 30_000); // thousands of comparisons: on a loaded 2-core machine they take seconds

  it('around the clock changes of a zone with daylight saving, hour by hour', () => {
    // Lisbon: 2026-03-29 01:00 GMT -> 02:00 WEST; 2026-10-25 02:00 WEST -> 01:00 GMT.
    for (const day of [Date.UTC(2026, 2, 28, 20), Date.UTC(2026, 9, 24, 20)]) {
      for (let t = day; t < day + 12 * 3_600_000; t += 1_800_000) {
        const wall = epochToBeijing(t);
        expect(formatBeijingInZone(wall, 'Europe/Lisbon', 'YYYY-MM-DD HH:mm'), wall).toBe(
          viaIntl(t, 'Europe/Lisbon').wall,
        );
      }
    }
  });

  it("read an unknown zone as the fair's own", () => {
    expect(formatBeijingInZone('2026-12-08 09:30:00', 'Mars/Olympus')).toBe('2026-12-08 09:30');
  });

  it('leave a zone with daylight saving to Intl', () => {
    expect(fixedOffsetZones['Europe/Lisbon']).toBeUndefined();
    expect(formatBeijingInZone('2026-07-01 16:00:00', 'Europe/Lisbon')).toBe('2026-07-01 09:00');
    expect(formatBeijingInZone('2026-12-01 16:00:00', 'Europe/Lisbon')).toBe('2026-12-01 08:00');
  });
});
