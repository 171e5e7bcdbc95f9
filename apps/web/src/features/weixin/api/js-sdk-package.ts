import { jsSdkUiPackage } from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/**
 * The JS-SDK configuration for this page, signed by the gateway with the event's WeChat account. Its refusals
 * (not configured, WeChat not answering) are not shown: the page then shares as a plain link.
 */
export async function fetchJsSdkPackage(bventId: string, url: string) {
  const r = await request(
    jsSdkUiPackage,
    { query: { bventId, url } },
    { ignoreError: true, ignoreAuth: true },
  );
  return r.data;
}
