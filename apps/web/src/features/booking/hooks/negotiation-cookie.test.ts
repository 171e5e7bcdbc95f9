import { describe, expect, it } from 'vitest';
import { markFirstNegotiation } from './negotiation-cookie.ts';

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
