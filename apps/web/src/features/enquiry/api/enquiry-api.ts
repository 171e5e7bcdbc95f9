import { queryOptions } from '@tanstack/react-query';
import {
  closeEnquiry,
  enquiryInbox,
  enquiryInboxCsv,
  myEnquiries,
  replyEnquiry,
  type TEnquiryState,
  getMyBusinessCard,
  getTerms,
  IDEMPOTENCY_HEADER,
  submitEnquiry,
  type TEnquiryBody,
  type TLanguage,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** The event's user agreement (what the enquiry form asks the buyer to agree to). */
export const termsOptions = (bventId: string, topOrgId: string, lang: TLanguage) =>
  queryOptions({
    queryKey: localizedKey('terms', bventId),
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      request(
        getTerms,
        { query: { bventId, topOrgId, languageType: lang } },
        { signal, background: true },
      ).then((r) => r.data),
  });

/** The buyer's card: the form's phone and e-mail start from it. */
export const myContactOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['enquiry', 'contact', accountId],
    queryFn: ({ signal }) => request(getMyBusinessCard, {}, { signal, background: true }).then((r) => r.data),
  });

/** Sends an enquiry; the key makes a retry of the same form record one enquiry. */
export const sendEnquiry = (body: TEnquiryBody, key: string) =>
  request(submitEnquiry, { body }, { ignoreError: true, headers: { [IDEMPOTENCY_HEADER]: key } }).then(
    (r) => r.data,
  );

export const ENQUIRY_KEY = 'enquiry';

/** The buyer's enquiries with their replies (the first 50: a fair's worth). */
export const myEnquiriesOptions = (bventId: string, accountId: string) =>
  queryOptions({
    queryKey: localizedKey(ENQUIRY_KEY, 'mine', bventId, accountId),
    queryFn: ({ signal }) =>
      request(myEnquiries, { query: { bventId, pageNo: 1, pageSize: 50 } }, { signal }).then((r) => r.data),
  });

/** The exhibitor's inbox by state (all when none). */
export const inboxOptions = (bventId: string, accountId: string, state: TEnquiryState | null) =>
  queryOptions({
    queryKey: localizedKey(ENQUIRY_KEY, 'inbox', bventId, accountId, state),
    queryFn: ({ signal }) =>
      request(
        enquiryInbox,
        { query: { bventId, pageNo: 1, pageSize: 50, ...(state ? { state } : {}) } },
        { signal },
      ).then((r) => r.data),
  });

export const answerEnquiry = (bventId: string, id: string, text: string) =>
  request(replyEnquiry, { body: { bventId, id, text } }, { ignoreError: true }).then((r) => r.data);

export const closeAnEnquiry = (bventId: string, id: string) =>
  request(closeEnquiry, { body: { bventId, id } }, { ignoreError: true }).then((r) => r.data);

export const inboxCsv = (bventId: string, state: TEnquiryState | null) =>
  request(enquiryInboxCsv, { query: { bventId, ...(state ? { state } : {}) } }).then((r) => r.data);
