import { describe, expect, it } from 'vitest';
import type { TAttendeeStatus } from '@showfloor/contracts';
import { attendeeGate, attendeeState } from './attendee-status.ts';

const info = (status: TAttendeeStatus, orderPayWay: 'Online' | 'OfflinePay' | null = null) => ({
  status,
  orderPayWay,
});

describe('attendee registration status: which states block a gated action, and with which dialog', () => {
  it('reads Unpaid paid offline as OfflinePayUnpaid', () => {
    expect(attendeeState(info('Unpaid', 'OfflinePay'))).toBe('OfflinePayUnpaid');
    expect(attendeeState(info('Unpaid', 'Online'))).toBe('Unpaid');
    expect(attendeeState(info('Registered', 'OfflinePay'))).toBe('Registered');
  });

  it('lets non-attendees and message-less states through at once', () => {
    expect(attendeeGate(false, info('Denied'))).toEqual({ kind: 'proceed' });
    expect(attendeeGate(true, null)).toEqual({ kind: 'proceed' });
    for (const s of ['Registered', 'Unregistered', 'WaitedList'] as const) {
      expect(attendeeGate(true, info(s))).toEqual({ kind: 'proceed' });
    }
  });

  const table: [TAttendeeStatus, 'Online' | 'OfflinePay' | null, string][] = [
    ['NeedComplementInfo', null, 'correct'],
    ['NeedEditInfo', null, 'correct'],
    ['Cancelled', null, 'reRegister'],
    ['LogOut', null, 'reRegister'],
    ['PendingApproval', null, 'confirmOnly'],
    ['Unpaid', 'Online', 'pay'],
    ['Unpaid', 'OfflinePay', 'message'],
    ['Denied', null, 'message'],
  ];
  it.each(table)('%s (%s) leads to %s', (status, way, kind) => {
    expect(attendeeGate(true, info(status, way)).kind).toBe(kind);
  });
});
