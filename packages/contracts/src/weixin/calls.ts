import { callsOf } from '../define.ts';
import type { WEIXIN_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof WEIXIN_CALL_SCHEMAS>();

/**
 * The WeChat JS-SDK package for a page (share configuration inside WeChat), signed with the event's official
 * account. Not configured: businessCode 7601; WeChat not answering for its ticket: 503 / 7602. The client ignores
 * both (the page shares as a plain link).
 */
export const jsSdkUiPackage = defineCall({
  id: 'jsSdkUiPackage',
  method: 'GET',
  path: '/weixin/mp/jsSdk/JsSdkUiPackage',
  summary: 'The WeChat JS-SDK configuration (appId, timestamp, nonceStr, signature) for a page of the event',
  auth: 'none',
  alsoAnswers: [503],
});

/**
 * The same package under the open platform's path (an official account authorized to a third-party platform):
 * the signature is WeChat's one rule either way, made with the event's configured account.
 */
export const openJsSdkUiPackage = defineCall({
  id: 'openJsSdkUiPackage',
  method: 'GET',
  path: '/weixin/Open/mp/JsSdkUiPackage',
  summary: 'The WeChat JS-SDK configuration for a page of the event (open platform path)',
  auth: 'none',
  alsoAnswers: [503],
});
