import { describe, expect, it } from 'vitest';
import { activityRegistration, activityState, type ActivityTiming } from './activity-state.ts';
import { beijingToEpoch } from './beijing-time.ts';

const at = (wall: string) => beijingToEpoch(wall);
const base: ActivityTiming = {
  startTime: '2026-12-08 10:00:00',
  endTime: '2026-12-08 11:30:00',
  capacity: 100,
  registeredCount: 10,
  registrationOpen: true,
};

describe('activityState', () => {
  it.each([
    ['a minute before the start', '2026-12-08 09:59:00', 'upcoming'],
    ['at the start', '2026-12-08 10:00:00', 'live'],
    ['in the middle', '2026-12-08 10:45:00', 'live'],
    ['a second before the end', '2026-12-08 11:29:59', 'live'],
    ['at the end (exclusive)', '2026-12-08 11:30:00', 'ended'],
    ['the next day', '2026-12-09 08:00:00', 'ended'],
  ] as const)('%s -> %s', (_label, now, expected) => {
    expect(activityState(base, at(now))).toBe(expected);
  });

  it('compares instants, not wall clocks: 02:00 UTC is 10:00 in Beijing', () => {
    expect(activityState(base, Date.UTC(2026, 11, 8, 1, 59))).toBe('upcoming');
    expect(activityState(base, Date.UTC(2026, 11, 8, 2, 0))).toBe('live');
  });

  it('treats malformed times as ended', () => {
    expect(activityState({ startTime: 'soon', endTime: '2026-12-08 11:30' }, 0)).toBe('ended');
  });
});

describe('activityRegistration', () => {
  const before = at('2026-12-01 00:00:00');
  it.each([
    ['seats left, open', {}, before, 'open'],
    ['unlimited seats', { capacity: null, registeredCount: 5000 }, before, 'open'],
    ['every seat taken', { registeredCount: 100 }, before, 'soldOut'],
    ['more registered than seats', { registeredCount: 120 }, before, 'soldOut'],
    ['closed by the exhibitor', { registrationOpen: false }, before, 'closed'],
    ['closed wins over sold out', { registrationOpen: false, registeredCount: 100 }, before, 'closed'],
    ['live, seats left', {}, at('2026-12-08 10:30:00'), 'open'],
    ['ended', {}, at('2026-12-08 12:00:00'), 'closed'],
    ['ended and full', { registeredCount: 100 }, at('2026-12-08 12:00:00'), 'closed'],
  ] as const)('%s -> %s', (_label, patch, now, expected) => {
    expect(activityRegistration({ ...base, ...patch }, now)).toBe(expected);
  });
});
