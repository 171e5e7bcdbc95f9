import { queryOptions } from '@tanstack/react-query';
import { getBventSetting } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

export const bventSettingOptions = (bventId: string) =>
  queryOptions({
    queryKey: ['bvent', bventId, 'setting'] as const,
    queryFn: ({ signal }) =>
      request(getBventSetting, { params: { bventId } }, { signal }).then((r) => r.data),
  });
