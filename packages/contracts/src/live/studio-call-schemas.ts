import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZLiveChunkAck,
  ZLiveChunkQuery,
  ZSaveLiveBody,
  ZStudioLive,
  ZStudioLiveRef,
  ZStudioLives,
  ZStudioLivesQuery,
} from './studio-schemas.ts';

/** The schemas of each call in ./studio.ts, by call id. */
export const LIVE_STUDIO_CALL_SCHEMAS = {
  studioLives: { query: ZStudioLivesQuery, response: ZStudioLives },
  saveLive: { body: ZSaveLiveBody, response: ZStudioLive },
  removeLive: { body: ZStudioLiveRef, response: z.object({ id: z.string() }) },
  startLive: { body: ZStudioLiveRef, response: ZStudioLive },
  endLive: { body: ZStudioLiveRef, response: ZStudioLive },
  // The body is the recorder's bytes (rawBody in studio.ts).
  liveChunk: { query: ZLiveChunkQuery, response: ZLiveChunkAck },
} satisfies CallSchemaMap;
