import { describe, expect, it } from 'vitest';
import { ATTENDEE_STATUSES, type TAttendeeStatus } from '@showfloor/contracts';
import {
  canCorrectRegistration,
  canReRegister,
  payWayChoices,
  type RegistrationContext,
  type RegistrationSettings,
  registrationOutcome,
} from './registration.ts';

const settings = (s: Partial<RegistrationSettings>): RegistrationSettings => ({
  mode: 'open',
  ticketPrice: 0,
  capacity: null,
  payWays: ['Online'],
  ...s,
});

describe('registration outcome: the attendee status the event settings lead to', () => {
  const table: [
    string,
    Partial<RegistrationSettings>,
    RegistrationContext,
    ReturnType<typeof registrationOutcome>,
  ][] = [
    [
      'open',
      { mode: 'open' },
      { registeredCount: 5 },
      { status: 'Registered', order: null, orderPayWay: null },
    ],
    [
      'approval',
      { mode: 'approval' },
      { registeredCount: 0 },
      { status: 'PendingApproval', order: null, orderPayWay: null },
    ],
    [
      'paid, online',
      { mode: 'paid', ticketPrice: 9900, payWays: ['Online'] },
      { registeredCount: 0 },
      { status: 'Unpaid', order: { amount: 9900, payWay: 'Online' }, orderPayWay: 'Online' },
    ],
    [
      'paid, offline chosen',
      { mode: 'paid', ticketPrice: 9900, payWays: ['Online', 'OfflinePay'] },
      { registeredCount: 0, payWay: 'OfflinePay' },
      { status: 'Unpaid', order: { amount: 9900, payWay: 'OfflinePay' }, orderPayWay: 'OfflinePay' },
    ],
    [
      'paid, a way the event does not offer falls back to the first offered',
      { mode: 'paid', ticketPrice: 500, payWays: ['OfflinePay'] },
      { registeredCount: 0, payWay: 'Online' },
      { status: 'Unpaid', order: { amount: 500, payWay: 'OfflinePay' }, orderPayWay: 'OfflinePay' },
    ],
    [
      'paid, already paid',
      { mode: 'paid', ticketPrice: 9900 },
      { registeredCount: 0, alreadyPaid: true },
      { status: 'Registered', order: null, orderPayWay: null },
    ],
    [
      'paid, free ticket',
      { mode: 'paid', ticketPrice: 0 },
      { registeredCount: 0 },
      { status: 'Registered', order: null, orderPayWay: null },
    ],
    [
      'waitlist below capacity',
      { mode: 'waitlist', capacity: 2 },
      { registeredCount: 1 },
      { status: 'Registered', order: null, orderPayWay: null },
    ],
    [
      'waitlist at capacity',
      { mode: 'waitlist', capacity: 2 },
      { registeredCount: 2 },
      { status: 'WaitedList', order: null, orderPayWay: null },
    ],
    [
      'waitlist without capacity',
      { mode: 'waitlist', capacity: null },
      { registeredCount: 10_000 },
      { status: 'Registered', order: null, orderPayWay: null },
    ],
  ];
  it.each(table)('%s', (_name, s, ctx, expected) => {
    expect(registrationOutcome(settings(s), ctx)).toEqual(expected);
  });

  it('offers online payment when the event names no way, and each way once', () => {
    expect(payWayChoices(settings({ payWays: [] }))).toEqual(['Online']);
    expect(payWayChoices(settings({ payWays: ['OfflinePay', 'Online', 'OfflinePay'] }))).toEqual([
      'OfflinePay',
      'Online',
    ]);
  });

  it('lets only NeedComplementInfo / NeedEditInfo correct and Cancelled / LogOut re-register', () => {
    const all: readonly TAttendeeStatus[] = ATTENDEE_STATUSES;
    expect(all.filter(canCorrectRegistration)).toEqual(['NeedComplementInfo', 'NeedEditInfo']);
    expect(all.filter(canReRegister)).toEqual(['Cancelled', 'LogOut']);
  });
});
