import type { IncomingMessage } from 'node:http';
import { newNonce } from './html.ts';

// The CSP nonce of a response the provider writes: set when the request enters /sso, read by the page
// renderers oidc-provider calls back (they see only the Koa context, whose req is this object).
const nonces = new WeakMap<IncomingMessage, string>();

export function nonceFor(req: IncomingMessage): string {
  let nonce = nonces.get(req);
  if (!nonce) {
    nonce = newNonce();
    nonces.set(req, nonce);
  }
  return nonce;
}
