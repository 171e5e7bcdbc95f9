import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { JS_SDK_URL_MAX } from './constants.ts';

/** The page a JS-SDK package is asked for: the event's, at an http(s) address (its #fragment is not signed). */
export const ZJsSdkUiPackageQuery = z.object({
  bventId: ZGuid,
  url: z
    .string()
    .max(JS_SDK_URL_MAX)
    .regex(/^https?:\/\/[^\s]+$/, 'must be the page address (http or https)'),
});

/**
 * What wx.config needs: the official account's appId, and the signature WeChat's JS-SDK checks, sha1 of
 * `jsapi_ticket=...&noncestr=...&timestamp=...&url=...` (the ticket stays on the gateway).
 */
export const ZJsSdkUiPackage = z.object({
  appId: z.string().min(1),
  /** Seconds since the epoch, from the gateway's clock. */
  timestamp: z.number().int().nonnegative(),
  nonceStr: z.string().min(1).max(32),
  /** 40 lower-case hex digits. */
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});

export type TJsSdkUiPackage = z.infer<typeof ZJsSdkUiPackage>;
