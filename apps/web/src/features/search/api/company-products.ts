import { queryOptions } from '@tanstack/react-query';
import { COMPANY_TOP_PRODUCTS, searchCompanyProducts } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { localizedKey } from '../../../lib/query-client.ts';

/** The top 3 products of each company of one result page, asked once per page. */
export const companyProductsOptions = (companyIds: readonly string[]) =>
  queryOptions({
    queryKey: localizedKey('search', 'companyProducts', companyIds.join(',')),
    queryFn: ({ signal }) =>
      request(
        searchCompanyProducts,
        { query: { size: COMPANY_TOP_PRODUCTS }, body: { companyIds: [...companyIds] } },
        { signal, ignoreError: true },
      ).then((r) => r.data),
    enabled: companyIds.length > 0,
  });
