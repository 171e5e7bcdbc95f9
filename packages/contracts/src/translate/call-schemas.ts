import type { CallSchemaMap } from '../define.ts';
import { ZTranslateBody, ZTranslation } from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const TRANSLATE_CALL_SCHEMAS = {
  translateText: { body: ZTranslateBody, response: ZTranslation },
} satisfies CallSchemaMap;
