import { describe, expect, it } from 'vitest';
import type { TImMessage } from '@showfloor/contracts';
import { newClientId } from '../../../lib/client-id.ts';
import { gapsIn, lastSeqOf, mergeMessages } from './thread.ts';

const m = (seq: number, text = `m${seq}`): TImMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  conversationId: '00000000-0000-4000-8000-000000000000',
  seq,
  side: 'visitor',
  senderId: '00000000-0000-4000-8000-00000000000a',
  senderName: 'A',
  clientId: `c${seq}`,
  kind: 'text',
  text,
  image: null,
  itemId: null,
  card: null,
  at: '2026-12-01T08:00:00.000Z',
});

describe('a thread', () => {
  it('holds each seq once, in order, whatever the order and repetition of arrivals', () => {
    const frames = [m(3), m(1), m(3), m(2)];
    const catchUp = [m(2), m(3), m(4), m(5)];
    const merged = mergeMessages(mergeMessages([], frames), catchUp);
    expect(merged.map((x) => x.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(lastSeqOf(merged)).toBe(5);
    expect(lastSeqOf([])).toBe(0);
  });

  it('finds the gaps a catch-up must fill', () => {
    expect(gapsIn([m(1), m(2), m(5), m(7)])).toEqual([3, 4, 6]);
    expect(gapsIn([m(4), m(5)])).toEqual([]);
  });

  it('makes client ids the gateway accepts, and different ones', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,40}$/);
    expect(newClientId()).not.toBe(a);
  });
});
