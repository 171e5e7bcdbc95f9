/**
 * Well-known ids of the demo fair (apps/server/demo/fair), for tests, e2e journeys and the start-up banner. The
 * files give every row its id; these name the rows the tests and journeys need, and a test checks the files
 * hold them (demo-fair.test.ts).
 */

/**
 * The demo's guids: an 8-hex prefix names the kind of row, the last 12 hex digits count. Easy to read in logs
 * and URLs (ids are 8-4-4-4-12 hex).
 */
export function guid(prefix: string, n: number): string {
  return `${prefix}-2026-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const ID_PREFIX = {
  exhibitor: 'e1000000',
  org: 'd1000000',
  product: 'a1000000',
  project: 'f1000000',
  pavilion: 'c1000000',
  category: 'ca000000',
  scaleExhibitor: 'e2000000',
  scaleOrg: 'd2000000',
  scaleProduct: 'a2000000',
  account: 'ac000000',
  identityOrg: 'd9000000',
  attendee: 'a7000000',
  order: '0d000000',
  video: 'b1de0000',
  agency: 'a9e00000',
  mediaGroup: 'f1100000',
  activity: 'ac7a0000',
} as const;
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
/** Exhibitor states and their codes: banned -> 1002, notPassed -> 1003, uploading -> 1004. */
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
/** A pavilion whose exhibitors' data is still being imported: the spec's 4004 state. */
export const DEMO_UPLOADING_DATA_PAVILION_ID = guid(ID_PREFIX.pavilion, 9);
/** Project states: the demo exhibitor's third project is delisted (3003), this one banned (3002). */
export const DEMO_DELISTED_PROJECT_ID = guid(ID_PREFIX.project, 3);
export const DEMO_BANNED_PROJECT_ID = guid(ID_PREFIX.project, 0xba0001);

/** Videos: three for each of the first ten showable exhibitors, then two for each agency. */
export const videoId = (n: number): string => guid(ID_PREFIX.video, n);
export const agencyId = (n: number): string => guid(ID_PREFIX.agency, n);
export const mediaGroupId = (n: number): string => guid(ID_PREFIX.mediaGroup, n);
/** The first exhibitor's first video. */
export const DEMO_VIDEO_ID = videoId(1);
export const DEMO_AGENCY_ID = agencyId(1);
export const DEMO_MEDIA_GROUP_ID = mediaGroupId(1);
export const DEMO_MISSING_VIDEO_ID = guid(ID_PREFIX.video, 0xffffffffff);

/** Activity k (0-based) of exhibitor n (1-based): 3-4 for each of the first ten exhibitors. */
export const activityId = (n: number, k: number): string => guid(ID_PREFIX.activity, n * 16 + k);
/**
 * The demo exhibitor's activities: a pre-show webinar four weeks before the fair (ended once it opens), a sold-out
 * launch, a tour whose registration the exhibitor closed, and an open meetup, all on the fair's days otherwise.
 */
export const DEMO_ENDED_ACTIVITY_ID = activityId(1, 0);
export const DEMO_SOLD_OUT_ACTIVITY_ID = activityId(1, 1);
export const DEMO_CLOSED_ACTIVITY_ID = activityId(1, 2);
export const DEMO_OPEN_ACTIVITY_ID = activityId(1, 3);
/** Exhibitor 6's meetup: 10 seats and 9 taken, so one registration sells it out (the last-seat journeys). */
export const DEMO_LAST_SEAT_ACTIVITY_ID = activityId(6, 3);
/** A well-formed id that no activity has. */
export const DEMO_MISSING_ACTIVITY_ID = guid(ID_PREFIX.activity, 0xffffffffff);

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
 * Content visibility: a normal, rich exhibitor whose content only registered overseas buyers may see
 * (the demo purchaser is one; the demo visitor, domestic, is not).
 */
export const DEMO_OVERSEAS_ONLY_EXHIBITOR_ID = exhibitorId(15);

/** The organization of the demo exhibitor (exhibitor 1): the demo exhibitor account's audited Exhibition role. */
export const DEMO_EXHIBITOR_ORG_ID = guid(ID_PREFIX.org, 1);

/** The demo lives (demo/fair/lives.json): public upcoming, private upcoming, over without a replay, public. */
export const DEMO_PUBLIC_LIVE_ID = '11f00000-2026-4000-8000-000000000001';
export const DEMO_PRIVATE_LIVE_ID = '11f00000-2026-4000-8000-000000000002';
export const DEMO_ENDED_LIVE_ID = '11f00000-2026-4000-8000-000000000003';
/** The private demo live's invitation code (lives.json holds its hash; the start banner and README say it). */
export const DEMO_LIVE_INVITE_CODE = 'EXPO2026';

/** One password for every demo account (the start banner and README say so). */
export const DEMO_PASSWORD = 'Showfloor-2026';

/**
 * Demo accounts, one per case of the roles, registration states and access checks (accounts.json holds
 * them). key is the e-mail's local part (`<key>@demo.showfloor.test`); ids are fixed so tests can name them.
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
 * Meeting booking (meetings.json): slots of the demo exhibitor and of exhibitors 5-9 on every fair day
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
