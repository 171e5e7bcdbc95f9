import { randomBytes } from 'node:crypto';

/** 128 random bits per document: the nonce must not be guessable by whoever injects markup. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The documents' Content-Security-Policy (reasons in apps/server/README.md). Scripts come from our own
 * origin or carry this response's nonce (the boot data and the organizer's customScript, which the web
 * injects with the nonce read from <meta name="csp-nonce">). Inline styles stay allowed because
 * antd-mobile sets style attributes at run time.
 */
export function documentCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Pictures are drawn by us, but an SVG opened on its own is a document: it may not run anything. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
