import { queryOptions } from '@tanstack/react-query';
import {
  catalogueCsv,
  catalogueEntry,
  saveCompany,
  type TSaveCompanyBody,
  workbenchCompany,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

export const COMPANY_KEY = 'workbench-company';

/**
 * Whose company: the account and the organization it acts for (the Current-Org header), so a switch of role never
 * shows another organization's content from the cache.
 */
export interface Acting {
  bventId: string;
  accountId: string;
  orgId: string | null;
}

/** The exhibitor's company info as it is live now. */
export const companyOptions = (who: Acting) =>
  queryOptions({
    queryKey: localizedKey(COMPANY_KEY, 'info', who.bventId, who.accountId, who.orgId),
    queryFn: ({ signal }) =>
      request(workbenchCompany, { query: { bventId: who.bventId } }, { signal }).then((r) => r.data),
  });

/** The exhibitor's catalogue entry (after the last save). */
export const catalogueOptions = (who: Acting) =>
  queryOptions({
    queryKey: localizedKey(COMPANY_KEY, 'catalogue', who.bventId, who.accountId, who.orgId),
    queryFn: ({ signal }) =>
      request(catalogueEntry, { query: { bventId: who.bventId } }, { signal }).then((r) => r.data),
  });

/** Saves the company info whole; the form shows the gateway's refusals under their fields. */
export const sendCompany = (body: TSaveCompanyBody) =>
  request(saveCompany, { body }, { ignoreError: true }).then((r) => r.data);

/** A picture for the logo, a banner or a gallery: the workbench's upload (jpg/png by content, 20 MB). */
export const catalogueFile = (bventId: string) =>
  request(catalogueCsv, { query: { bventId } }).then((r) => r.data);
