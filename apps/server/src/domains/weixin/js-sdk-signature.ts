import { createHash } from 'node:crypto';

export interface SignatureInput {
  jsapiTicket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  /** The page's address as the browser has it; the #fragment is not signed. */
  url: string;
}

/** The page address WeChat's JS-SDK signs: all of it but the #fragment (WeChat's own rule). */
export function signedUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * WeChat's JS-SDK signature: sha1 over `jsapi_ticket=...&noncestr=...&timestamp=...&url=...`, the four fields in
 * that (ASCII) order, their values as they are (no escaping), lower-case hex.
 */
export function jsSdkSignature(input: SignatureInput): string {
  const text =
    `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}` +
    `&timestamp=${input.timestamp}&url=${signedUrl(input.url)}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}
