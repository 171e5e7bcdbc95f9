import type { CallSchemaMap } from '../define.ts';
import { ZFigures, ZFiguresFile, ZFiguresQuery } from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const FIGURES_CALL_SCHEMAS = {
  workbenchFigures: { query: ZFiguresQuery, response: ZFigures },
  workbenchFiguresCsv: { query: ZFiguresQuery, response: ZFiguresFile },
} satisfies CallSchemaMap;
