import type { TAttendeeInfo, TAttendeeStatus } from '@showfloor/contracts';

/** The eleven registration states: the stored ten, and OfflinePayUnpaid (Unpaid paid offline). */
export type AttendeeState = TAttendeeStatus | 'OfflinePayUnpaid';

export function attendeeState(info: TAttendeeInfo): AttendeeState {
  return info.status === 'Unpaid' && info.orderPayWay === 'OfflinePay' ? 'OfflinePayUnpaid' : info.status;
}

export type AttendeeGate =
  | { kind: 'proceed' }
  /** NeedComplementInfo, NeedEditInfo: correct the registration. */
  | { kind: 'correct'; state: AttendeeState }
  /** Cancelled, LogOut: register again. */
  | { kind: 'reRegister'; state: AttendeeState }
  /** PendingApproval: a dialog that only confirms. */
  | { kind: 'confirmOnly'; state: AttendeeState }
  /** Unpaid: continue to payment. */
  | { kind: 'pay'; state: AttendeeState }
  /** OfflinePayUnpaid, Denied: a message only. */
  | { kind: 'message'; state: AttendeeState };

/**
 * A gated action goes at once when the user is not an attendee, or the state carries no message
 * (Registered, Unregistered, WaitedList); otherwise the state's dialog.
 */
export function attendeeGate(isAttendee: boolean, info: TAttendeeInfo | null): AttendeeGate {
  if (!isAttendee || !info) return { kind: 'proceed' };
  const state = attendeeState(info);
  switch (state) {
    case 'Registered':
    case 'Unregistered':
    case 'WaitedList':
      return { kind: 'proceed' };
    case 'NeedComplementInfo':
    case 'NeedEditInfo':
      return { kind: 'correct', state };
    case 'Cancelled':
    case 'LogOut':
      return { kind: 'reRegister', state };
    case 'PendingApproval':
      return { kind: 'confirmOnly', state };
    case 'Unpaid':
      return { kind: 'pay', state };
    case 'OfflinePayUnpaid':
    case 'Denied':
      return { kind: 'message', state };
  }
}
