import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZCardComplete,
  ZCardExchange,
  ZCardFields,
  ZCardFile,
  ZCardId,
  ZCardWallCsvQuery,
  ZCardWallQuery,
  ZExchangeQuery,
  ZMyCard,
  ZSendCardBackBody,
  ZSendCardBody,
  ZUserIdQuery,
} from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const CARD_CALL_SCHEMAS = {
  getUserBusinessCardId: { query: ZUserIdQuery, response: ZCardId },
  isBusinessCardComplete: { response: ZCardComplete },
  getMyBusinessCard: { response: ZMyCard },
  saveMyBusinessCard: { body: ZCardFields, response: ZMyCard },
  sendBusinessCard: { body: ZSendCardBody, response: ZCardExchange },
  sendBusinessCardBack: { body: ZSendCardBackBody, response: ZCardExchange },
  businessCardWall: { query: ZCardWallQuery, response: z.array(ZCardExchange) },
  businessCardVcard: { query: ZExchangeQuery, response: ZCardFile },
  businessCardWallCsv: { query: ZCardWallCsvQuery, response: ZCardFile },
} satisfies CallSchemaMap;
