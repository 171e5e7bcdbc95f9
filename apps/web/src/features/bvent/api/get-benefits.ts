import { queryOptions } from '@tanstack/react-query';
import { querySponsorBenefitPackageNoGroup } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/** The organizer's benefit package (function key -> enabled); failures leave the package empty. */
export const benefitsOptions = (topOrgId: string) =>
  queryOptions({
    queryKey: ['bvent', 'benefits', topOrgId] as const,
    queryFn: ({ signal }) =>
      request(querySponsorBenefitPackageNoGroup, { query: { topOrgId } }, { signal, ignoreError: true }).then(
        (r) => r.data,
      ),
  });
