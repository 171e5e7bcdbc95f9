import { callsOf } from '../define.ts';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_VIDEO_TYPE } from './constants.ts';
import type { WORKBENCH_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof WORKBENCH_CALL_SCHEMAS>();

/*
 * The exhibitor's workbench (exhibitor-only: a member of the exhibiting organization, audited). A product of
 * another organization is not there (2001, 404), so its id is never confirmed.
 */

/** The exhibitor's products in every state, newest change first, with each state's count. */
export const workbenchProducts = defineCall({
  id: 'workbenchProducts',
  method: 'GET',
  path: '/ExpoAggregator/Workbench/Exhibit/List',
  summary: "The exhibitor's products and their states",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/** One of the exhibitor's products: what visitors see, what waits for the organizer, the organizer's note. */
export const workbenchProduct = defineCall({
  id: 'workbenchProduct',
  method: 'GET',
  path: '/ExpoAggregator/Workbench/Exhibit/Detail',
  summary: "One of the exhibitor's products",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/**
 * Creates a product (pending review; Idempotency-Key) or edits one: before a first approval the product itself,
 * after it a revision that visitors do not see until the organizer approves it.
 */
export const saveProduct = defineCall({
  id: 'saveProduct',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Exhibit/Save',
  summary: 'Create or edit a product (the organizer reviews it)',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404, 409],
});

/** Lists an approved product (pending listing or delisted) or delists a listed one. */
export const productShelf = defineCall({
  id: 'productShelf',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Exhibit/Shelf',
  summary: 'List or delist a product',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404, 409],
});

/** Deletes a product (not a banned one: the ban stays on record). */
export const deleteProduct = defineCall({
  id: 'deleteProduct',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Exhibit/Delete',
  summary: 'Delete a product',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404, 409],
});

/** A product picture: jpg or png by its content, at most 20 MB, turned upright, its metadata removed. */
export const uploadProductImage = defineCall({
  id: 'uploadProductImage',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Exhibit/Image',
  summary: 'Upload a product picture',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
  bodyLimit: Math.ceil(PRODUCT_IMAGE_MAX_BYTES / 3) * 4 + 1024,
});

/**
 * Upload a product video: the body is the mp4 file itself (Content-Type video/mp4), streamed to disk, at most
 * 300 MB; the gateway reads its boxes for a 16:9 H.264 picture and AAC or no sound, and refuses anything else
 * with 6805 and why. Answers the key the product's form sends back.
 */
export const uploadProductVideo = defineCall({
  id: 'uploadProductVideo',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Exhibit/Video',
  summary: 'Upload a product video (mp4)',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
  rawBody: PRODUCT_VIDEO_TYPE,
});
