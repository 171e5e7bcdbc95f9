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
