import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ATTENDEE_STATUSES,
  CHAT_TYPES,
  ERROR_MESSAGES,
  MEETING_STATUSES,
  ROLE_TYPES,
} from '@showfloor/contracts';
import { BOOKING_PROBLEM_KEYS, SEARCH_TERM_MESSAGE_KEYS, messageForCode } from '@showfloor/domain';
import { EN_US_ENTRIES } from '@showfloor/locales/en-US';

/**
 * The call sites carry no wording of their own: a key the dictionary lacks would show as the bare key. So every
 * key the client asks for must be in @showfloor/locales (the package's own test keeps its languages whole).
 */
const src = new URL('../src/', import.meta.url);
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(new URL(f, src), 'utf8') }));

const missing = (keys: Iterable<string>) => [...new Set(keys)].filter((k) => !(k in EN_US_ENTRIES)).sort();

describe('the keys the web client asks for', () => {
  it("are in the dictionary: every t('literal') of src/", () => {
    const used = sources.flatMap(({ text }) =>
      [...text.matchAll(/\bt\(\s*'([A-Za-z0-9_]+)'/g)].map((m) => m[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(200);
    expect(missing(used)).toEqual([]);
  });

  it('are in the dictionary: the keys built from a role, a status, a type or a code', () => {
    const built = [
      'role_none',
      ...ROLE_TYPES.map((r) => `role_${r}`),
      ...[...ATTENDEE_STATUSES, 'OfflinePayUnpaid'].map((s) => `attendee_status_${s}`),
      ...MEETING_STATUSES.flatMap((s) => [`meeting_status_${s}`, `meeting_filter_${s}`]),
      ...CHAT_TYPES.map((c) => `booking_type_${c}`),
      ...Object.values(SEARCH_TERM_MESSAGE_KEYS),
      ...Object.values(BOOKING_PROBLEM_KEYS),
      ...Object.values(ERROR_MESSAGES).map((m) => m.key),
      messageForCode('unknown').key,
    ];
    expect(missing(built)).toEqual([]);
  });
});
