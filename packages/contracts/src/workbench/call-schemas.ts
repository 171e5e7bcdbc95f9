import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZProductShelfBody,
  ZSaveProductBody,
  ZWorkbenchImage,
  ZWorkbenchImageBody,
  ZWorkbenchProduct,
  ZWorkbenchProductRef,
  ZWorkbenchProducts,
  ZWorkbenchProductsQuery,
  ZWorkbenchVideo,
  ZWorkbenchVideoQuery,
} from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const WORKBENCH_CALL_SCHEMAS = {
  workbenchProducts: { query: ZWorkbenchProductsQuery, response: ZWorkbenchProducts },
  workbenchProduct: { query: ZWorkbenchProductRef, response: ZWorkbenchProduct },
  saveProduct: { body: ZSaveProductBody, response: ZWorkbenchProduct },
  productShelf: { body: ZProductShelfBody, response: ZWorkbenchProduct },
  deleteProduct: { body: ZWorkbenchProductRef, response: z.object({ id: z.string() }) },
  uploadProductImage: { body: ZWorkbenchImageBody, response: ZWorkbenchImage },
  // The body is the mp4 itself (rawBody in calls.ts), streamed to disk and read there.
  uploadProductVideo: { query: ZWorkbenchVideoQuery, response: ZWorkbenchVideo },
} satisfies CallSchemaMap;
