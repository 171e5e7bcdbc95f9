import { ID_PREFIX, guid } from './prng.ts';

/**
 * Well-known ids of the demo data, for tests, e2e journeys and the start-up banner. They never change:
 * the seed derives every id from these prefixes and a counter.
 */
export const DEMO_EVENT_ID = 'b7e1a000-2026-4120-8000-000000000001';
export const DEMO_TOP_ORG_ID = 'b7e1a000-2026-4120-8000-0000000000a0';
export const DEMO_BELONG_ORG_ID = 'b7e1a000-2026-4120-8000-0000000000a1';

/** Exhibitor n of the seed; n = 1..DEMO_EXHIBITOR_COUNT. */
export const exhibitorId = (n: number): string => guid(ID_PREFIX.exhibitor, n);
export const DEMO_EXHIBITOR_COUNT = 160;

/** A normal exhibitor with every field type and special field, products and projects. */
export const DEMO_EXHIBITOR_ID = exhibitorId(1);
/** A second normal exhibitor, in another pavilion. */
export const DEMO_EXHIBITOR_2_ID = exhibitorId(5);
/** States of SPEC §8: banned -> 1002, notPassed -> 1003, uploading -> 1004. */
export const DEMO_BANNED_EXHIBITOR_ID = exhibitorId(2);
export const DEMO_NOT_PASSED_EXHIBITOR_ID = exhibitorId(3);
export const DEMO_UPLOADING_EXHIBITOR_ID = exhibitorId(4);
/** A well-formed id that no exhibitor has -> 1001. */
export const DEMO_MISSING_EXHIBITOR_ID = guid(ID_PREFIX.exhibitor, 0xffffffffff);

/** The demo exhibitor's first product (listed) and its ninth (delisted). */
export const DEMO_PRODUCT_ID = guid(ID_PREFIX.product, 1);
export const DEMO_DELISTED_PRODUCT_ID = guid(ID_PREFIX.product, 9);
export const DEMO_PROJECT_ID = guid(ID_PREFIX.project, 1);
export const DEMO_PAVILION_ID = guid(ID_PREFIX.pavilion, 1);
/** The pavilion whose data is still uploading (4002). */
export const DEMO_UPLOADING_PAVILION_ID = guid(ID_PREFIX.pavilion, 8);

/** Exhibitor state by seed number: a few of each non-normal state, spread over the list. */
export function exhibitorStatus(n: number): 'normal' | 'banned' | 'notPassed' | 'uploading' {
  switch (n % 40) {
    case 2:
      return 'banned';
    case 3:
      return 'notPassed';
    case 4:
      return 'uploading';
    default:
      return 'normal';
  }
}

/**
 * SPEC §6 content visibility: a normal, rich exhibitor whose content only registered overseas buyers may see
 * (the demo purchaser is one; the demo visitor, domestic, is not).
 */
export const DEMO_OVERSEAS_ONLY_EXHIBITOR_ID = exhibitorId(15);

/** The organization of the demo exhibitor (exhibitor 1): the demo exhibitor account's audited Exhibition role. */
export const DEMO_EXHIBITOR_ORG_ID = guid(ID_PREFIX.org, 1);

/** One password for every demo account (the start banner and README say so). */
export const DEMO_PASSWORD = 'Showfloor-2026';

/**
 * Demo accounts, one per case of SPEC §4-§6 (seed/identity.ts makes them). key is the e-mail's local part
 * (`<key>@demo.showfloor.test`); ids are fixed so tests and journeys can name them.
 */
export const DEMO_ACCOUNTS = {
  visitor: { n: 1, says: 'registered attendee (domestic)' },
  pending: { n: 2, says: 'attendee pending approval' },
  unpaid: { n: 3, says: 'attendee with an unpaid ticket (online order)' },
  offline: { n: 4, says: 'attendee with an unpaid ticket (offline payment)' },
  denied: { n: 5, says: 'attendee denied' },
  needinfo: { n: 6, says: 'attendee asked for more information' },
  neededit: { n: 7, says: 'attendee asked to edit the registration' },
  cancelled: { n: 8, says: 'attendee whose registration was cancelled' },
  waitlist: { n: 9, says: 'attendee on the waiting list' },
  purchaser: { n: 10, says: 'purchaser, registered, overseas (sees overseas-only exhibitors)' },
  exhibitor: { n: 11, says: 'audited exhibitor of the demo exhibitor' },
  unaudited: { n: 12, says: 'exhibitor not yet audited' },
  multi: { n: 13, says: 'several orgs and roles (Exhibition in A, Agency in B, Attendee; one hidden org)' },
  agency: { n: 14, says: 'agency' },
  planner: { n: 15, says: 'organizer (Planner of the demo event)' },
  forbidden: { n: 16, says: 'holds only a forbidden role' },
} as const;
export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

export const demoAccountId = (key: DemoAccountKey): string => guid(ID_PREFIX.account, DEMO_ACCOUNTS[key].n);
export const demoEmail = (key: DemoAccountKey): string => `${key}@demo.showfloor.test`;
/** Organizations made for the demo accounts (the exhibitor's is DEMO_EXHIBITOR_ORG_ID). */
export const DEMO_ORG = {
  unaudited: guid(ID_PREFIX.identityOrg, 1),
  multiA: guid(ID_PREFIX.identityOrg, 2),
  multiB: guid(ID_PREFIX.identityOrg, 3),
  /** orgAccountStatus 2: stored and returned, hidden by the client and ignored by the server's gates. */
  multiHidden: guid(ID_PREFIX.identityOrg, 4),
  agency: guid(ID_PREFIX.identityOrg, 5),
  forbidden: guid(ID_PREFIX.identityOrg, 6),
} as const;
/** The ticket orders of the unpaid (Online) and offline (OfflinePay) accounts. */
export const DEMO_UNPAID_ORDER_ID = guid(ID_PREFIX.order, 1);
export const DEMO_OFFLINE_ORDER_ID = guid(ID_PREFIX.order, 2);

/*
 * Meeting booking (seed/meetings.ts): slots of the demo exhibitor and of exhibitors 5-9 on every fair day
 * (demo-calendar.ts, Beijing), 09:00-12:00 and 13:30-17:00 in 30-minute slots of 3 seats. Slot k of a day counts
 * from 0 at 09:00 (k 0-5 the morning, 6-12 the afternoon from 13:30).
 */
/** The normal exhibitors with meeting slots (seed numbers; 1 is the demo exhibitor). */
export const DEMO_MEETING_EXHIBITORS = [1, 5, 6, 7, 8, 9] as const;
/** Slot k (0-12) of day d (0-3) of exhibitor n. */
export const meetingSlotId = (n: number, d: number, k: number): string =>
  guid('5e000000', n * 256 + d * 32 + k);
/** The demo exhibitor's 10:00-10:30 slot on the fair's second day: one seat only, for the "last seat" journey. */
export const DEMO_LAST_SEAT_SLOT_ID = meetingSlotId(1, 1, 2);
/** The demo exhibitor's 14:00-14:30 slot on the second day: the demo visitor has a livestream then (live conflict). */
export const DEMO_LIVE_CONFLICT_SLOT_ID = meetingSlotId(1, 1, 7);
/** The demo visitor's livestream reservation, 14:00-15:00 on the fair's second day. */
export const DEMO_LIVE_RESERVATION_ID = guid('11e00000', 1);
/**
 * The receiving (admin) account of exhibitor n's organization, n in 5-9 (the demo exhibitor's is `exhibitor`). Not
 * one of the demo accounts (another domain): password DEMO_PASSWORD too.
 */
export const meetingContactId = (n: number): string => guid('ac0c0000', n);
export const meetingContactEmail = (n: number): string => `contact${n}@exhibitors.showfloor.test`;
