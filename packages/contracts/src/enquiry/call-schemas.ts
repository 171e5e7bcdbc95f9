import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZEnquiry,
  ZEnquiryBody,
  ZEnquiryFile,
  ZEnquiryInboxCsvQuery,
  ZEnquiryInboxQuery,
  ZEnquiryRef,
  ZEnquiryReplyBody,
  ZMyEnquiriesQuery,
} from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const ENQUIRY_CALL_SCHEMAS = {
  submitEnquiry: { body: ZEnquiryBody, response: ZEnquiry },
  myEnquiries: { query: ZMyEnquiriesQuery, response: z.array(ZEnquiry) },
  enquiryInbox: { query: ZEnquiryInboxQuery, response: z.array(ZEnquiry) },
  enquiryDetail: { query: ZEnquiryRef, response: ZEnquiry },
  replyEnquiry: { body: ZEnquiryReplyBody, response: ZEnquiry },
  closeEnquiry: { body: ZEnquiryRef, response: ZEnquiry },
  enquiryInboxCsv: { query: ZEnquiryInboxCsvQuery, response: ZEnquiryFile },
} satisfies CallSchemaMap;
