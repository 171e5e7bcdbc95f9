import { ID_PREFIX, guid } from '../apps/server/src/db/seed/demo-ids.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_COUNT,
  DEMO_EXHIBITOR_ID,
  exhibitorId,
  exhibitorStatus,
} from '../apps/server/src/db/seed/demo-ids.ts';

export { DEMO_EXHIBITOR_ID };

const detailPath = (id: string) => `/api/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${id}&lang=en-US`;

/** One hot exhibitor: a shared link that everyone opens at once. */
export const HOT_DETAIL = [detailPath(DEMO_EXHIBITOR_ID)];

/** Every normal exhibitor of the demo fair in turn: what browsing the list looks like. */
export const ROTATING_DETAIL = Array.from({ length: DEMO_EXHIBITOR_COUNT }, (_, k) => k + 1)
  .filter((n) => exhibitorStatus(n) === 'normal')
  .map((n) => detailPath(exhibitorId(n)));

/** Exhibitors `npm run seed -- --scale N` adds; requests rotate through all of them, so each one misses
 * the server's short per-process cache: the figure of a database read per request. */
export const SCALE_EXHIBITORS = 20_000;
export const SCALED_DETAIL = Array.from({ length: SCALE_EXHIBITORS }, (_, k) =>
  detailPath(guid(ID_PREFIX.scaleExhibitor, k + 1)),
);

/** The scaled fair's exhibitor pages in turn: each document a server render over fresh database reads. */
export const SCALED_DOCUMENTS = Array.from(
  { length: SCALE_EXHIBITORS },
  (_, k) => `/m/en-US/exhibitor/${guid(ID_PREFIX.scaleExhibitor, k + 1)}`,
);

/** The product list call (ExhibitClient/List) of one exhibitor's products tab, as the shop page asks it. */
const productListOf = (exhibitorId: string) => ({
  method: 'POST' as const,
  path: '/api/ExpoAggregator/NoToken/ExhibitClient/List',
  body: JSON.stringify({ bventId: DEMO_EVENT_ID, exhibitorId, pageNo: 1, pageSize: 12, lang: 'en-US' }),
});

/** The scaled fair's exhibitors' product lists in turn (no build keeps any of them between requests). */
export const SCALED_PRODUCT_LISTS = Array.from({ length: SCALE_EXHIBITORS }, (_, k) =>
  productListOf(guid(ID_PREFIX.scaleExhibitor, k + 1)),
);
