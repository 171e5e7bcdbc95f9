import { queryOptions } from '@tanstack/react-query';
import {
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
