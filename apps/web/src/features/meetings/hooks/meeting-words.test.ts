import { describe, expect, it } from 'vitest';
import { cancelNote } from './meeting-words.ts';

describe('cancelNote', () => {
  it.each([
    // status, declined, cancelledBy, viewer -> key
    ['Waiting', false, null, 'sender', null],
    ['Confirmed', false, null, 'receiver', null],
    ['Cancelled', true, 'receiver', 'sender', 'meeting_declined_by_exhibitor'],
    ['Cancelled', true, 'receiver', 'receiver', 'meeting_declined_by_you'],
    ['Cancelled', false, 'receiver', 'sender', 'meeting_cancelled_by_exhibitor'],
    ['Cancelled', false, 'receiver', 'receiver', 'meeting_cancelled_by_you'],
    ['Cancelled', false, 'sender', 'sender', 'meeting_cancelled_by_you'],
    ['Cancelled', false, 'sender', 'receiver', 'meeting_cancelled_by_visitor'],
    ['Cancelled', false, null, 'sender', null],
  ] as const)('%s declined=%s by=%s seen by %s -> %s', (status, declined, cancelledBy, viewer, key) => {
    expect(cancelNote({ status, declined, cancelledBy }, viewer)).toBe(key);
  });
});
