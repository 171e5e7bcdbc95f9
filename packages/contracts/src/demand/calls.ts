import { callsOf } from '../define.ts';
import { DEMAND_PICTURE_MAX_BYTES } from './constants.ts';
import type { DEMAND_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof DEMAND_CALL_SCHEMAS>();

/*
 * The supply-and-demand hall: a buyer publishes a demand, the organizer approves it, exhibitors answer. A demand
 * that is not published is shown only to its buyer and the organizer; anyone else is told it is not there (6701).
 */

/** The hall: published demands that have not expired, newest first, by category and keyword; a page at a time. */
export const demandHall = defineCall({
  id: 'demandHall',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/SupplyDemand/List',
  summary: 'The published demands of the hall, newest first',
  auth: 'optional',
  alsoAnswers: [404],
});

/** One demand with its pictures, and the replies its viewer may read. */
export const demandDetail = defineCall({
  id: 'demandDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/SupplyDemand/Detail',
  summary: 'A demand and the replies its viewer may read',
  auth: 'optional',
  alsoAnswers: [404],
});

/** A buyer publishes a demand ("only buyers may publish demand"); it waits for the organizer. Idempotency-Key. */
export const publishDemand = defineCall({
  id: 'publishDemand',
  method: 'POST',
  path: '/ExpoAggregator/SupplyDemand/Publish',
  summary: 'Publish a demand (the organizer reviews it first)',
  auth: 'required',
  gate: 'purchaser',
  refusedAs: 'demand_only_buyers',
  alsoAnswers: [404],
});

/** A picture for a demand: jpg or png by its content, at most 1 MB, its metadata removed. */
export const uploadDemandPicture = defineCall({
  id: 'uploadDemandPicture',
  method: 'POST',
  path: '/ExpoAggregator/SupplyDemand/Picture',
  summary: 'Upload a picture for a demand',
  auth: 'required',
  gate: 'purchaser',
  refusedAs: 'demand_only_buyers',
  alsoAnswers: [404],
  bodyLimit: Math.ceil(DEMAND_PICTURE_MAX_BYTES / 3) * 4 + 1024,
});

/** The caller's demands in every state, newest first, with every reply. */
export const myDemands = defineCall({
  id: 'myDemands',
  method: 'GET',
  path: '/ExpoAggregator/SupplyDemand/Mine',
  summary: "The caller's demands and their replies",
  auth: 'required',
  paged: true,
  alsoAnswers: [404],
});

/** The buyer closes a demand: it leaves the hall and takes no more replies. */
export const closeDemand = defineCall({
  id: 'closeDemand',
  method: 'POST',
  path: '/ExpoAggregator/SupplyDemand/Close',
  summary: 'Close a demand',
  auth: 'required',
  alsoAnswers: [404],
});

/** An exhibitor answers a published demand ("only exhibitors may reply to demand"). */
export const replyDemand = defineCall({
  id: 'replyDemand',
  method: 'POST',
  path: '/ExpoAggregator/SupplyDemand/Reply',
  summary: 'Answer a demand as an exhibitor',
  auth: 'required',
  gate: 'exhibitorOnly',
  refusedAs: 'demand_only_exhibitors',
  alsoAnswers: [404, 409],
});

/** The organizer's review queue by state, with the count of each state. */
export const demandReviewQueue = defineCall({
  id: 'demandReviewQueue',
  method: 'GET',
  path: '/ExpoAggregator/Planner/SupplyDemand/List',
  summary: "The event's demands by state, for the organizer's review",
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404],
});

/** The organizer approves a pending demand (it is published) or rejects it with a note its buyer reads. */
export const reviewDemand = defineCall({
  id: 'reviewDemand',
  method: 'POST',
  path: '/ExpoAggregator/Planner/SupplyDemand/Review',
  summary: 'Approve or reject a demand',
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404, 409],
});
