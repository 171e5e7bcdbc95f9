import type { TAttendeeStatus } from '@showfloor/contracts';

export type RegistrationMode = 'open' | 'approval' | 'paid' | 'waitlist';
export type PayWay = 'Online' | 'OfflinePay';

/** An event's registration settings (the organizer's choice): they decide the attendee status. */
export interface RegistrationSettings {
  mode: RegistrationMode;
  /** Minor units of the event's currency. */
  ticketPrice: number;
  /** null: no limit. */
  capacity: number | null;
  payWays: readonly PayWay[];
}

export interface RegistrationContext {
  /** Attendees of the event already Registered (what a waiting list counts against capacity). */
  registeredCount: number;
  /** The pay way the visitor chose on the form (paid mode); ignored when the event does not offer it. */
  payWay?: PayWay | null;
  /** The visitor already paid a ticket for this event (a correction or a re-registration keeps it). */
  alreadyPaid?: boolean;
}

export interface RegistrationOutcome {
  status: TAttendeeStatus;
  /** A ticket order to open (Unpaid), or null. */
  order: { amount: number; payWay: PayWay } | null;
  /** The attendee's orderPayWay (Unpaid + OfflinePay reads as OfflinePayUnpaid). */
  orderPayWay: PayWay | null;
}

/** The ways a paid ticket can be settled; an event that names none is paid online. */
export function payWayChoices(settings: RegistrationSettings): PayWay[] {
  const ways = settings.payWays.filter((w, i, all) => all.indexOf(w) === i);
  return ways.length > 0 ? ways : ['Online'];
}

/**
 * The attendee status a registration gets (a fresh one, a re-registration, a corrected one):
 * open -> Registered; approval -> PendingApproval; paid -> Unpaid with an order of the ticket price (a free
 * ticket, or one already paid, -> Registered); waitlist -> Registered until capacity is reached, then WaitedList.
 */
export function registrationOutcome(
  settings: RegistrationSettings,
  ctx: RegistrationContext,
): RegistrationOutcome {
  const none = { order: null, orderPayWay: null };
  switch (settings.mode) {
    case 'open':
      return { status: 'Registered', ...none };
    case 'approval':
      return { status: 'PendingApproval', ...none };
    case 'waitlist': {
      const full = settings.capacity !== null && ctx.registeredCount >= settings.capacity;
      return { status: full ? 'WaitedList' : 'Registered', ...none };
    }
    case 'paid': {
      if (ctx.alreadyPaid || settings.ticketPrice <= 0) return { status: 'Registered', ...none };
      const ways = payWayChoices(settings);
      const payWay = ctx.payWay && ways.includes(ctx.payWay) ? ctx.payWay : ways[0]!;
      return { status: 'Unpaid', order: { amount: settings.ticketPrice, payWay }, orderPayWay: payWay };
    }
  }
}

/** States whose registration the visitor corrects on the authority's form. */
export function canCorrectRegistration(status: TAttendeeStatus): boolean {
  return status === 'NeedComplementInfo' || status === 'NeedEditInfo';
}

/** States from which the visitor registers again: the same attendee row, a fresh status. */
export function canReRegister(status: TAttendeeStatus): boolean {
  return status === 'Cancelled' || status === 'LogOut';
}
