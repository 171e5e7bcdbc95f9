import { describe, expect, it } from 'vitest';
import { markFirstNegotiation } from './negotiation-cookie.ts';
import { initialDay } from './use-booking-dialog.ts';

/** A cookie jar that behaves like document.cookie: writes add or replace one cookie, reads join them. */
function jar() {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const [k, v] = (pair ?? '').split('=');
      cookies.set(k ?? '', v ?? '');
    },
  };
}

describe('markFirstNegotiation', () => {
  it('sets send_negotiation_first for 60 days on the first success only', () => {
    const j = jar();
    j.cookie = 'other=1';
    expect(markFirstNegotiation(j)).toBe(true);
    expect(j.writes.at(-1)).toBe('send_negotiation_first=1; max-age=5184000; path=/; SameSite=Lax');
    expect(markFirstNegotiation(j)).toBe(false);
    expect(j.writes).toHaveLength(2);
  });
});

describe('initialDay', () => {
  const days = ['2026-12-08', '2026-12-09', '2026-12-10'];
  it('today when the fair is on, the first day before it, the last day after it', () => {
    expect(initialDay(days, '2026-12-09')).toBe('2026-12-09');
    expect(initialDay(days, '2026-11-21')).toBe('2026-12-08');
    expect(initialDay(days, '2027-01-01')).toBe('2026-12-10');
    expect(initialDay([], '2026-12-09')).toBeNull();
  });
});
