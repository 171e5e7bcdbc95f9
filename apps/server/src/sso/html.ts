import { randomBytes } from 'node:crypto';
import type { TLanguage } from '@showfloor/contracts';

export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The authority's pages load nothing: one inline <style> and, on the logout and waiting pages, one inline
 * script, both admitted by this response's nonce only. Forms post to this origin only; framing only by our own pages
 * (the client's silent renew loads /sso/auth in an iframe of /m/silent.html).
 */
export function ssoCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    // The waiting page asks this origin whether its link has been opened (confirm-routes.ts).
    "connect-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1f2329;background:#f5f6f8}
main{max-width:480px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:24px;margin:8px 0 4px}
h2{font-size:17px;margin:28px 0 12px;padding-top:20px;border-top:1px solid #e5e6eb}
.sub{color:#646a73;margin:0 0 16px}
form{display:flex;flex-direction:column;gap:14px;margin:0}
label{display:flex;flex-direction:column;gap:6px;font-weight:600;font-size:15px}
input,select,textarea{font:inherit;font-weight:400;min-height:48px;padding:10px 12px;border:1px solid #c9cdd4;border-radius:8px;background:#fff;width:100%}
.radio{flex-direction:row;align-items:center;gap:10px;font-weight:400;min-height:44px}
.radio input{width:22px;min-height:22px}
fieldset{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
legend{font-weight:600;font-size:15px;margin-bottom:4px}
button,.button{display:flex;align-items:center;justify-content:center;min-height:48px;width:100%;padding:12px;border:0;border-radius:8px;font:inherit;font-weight:600;background:#1463d6;color:#fff;text-decoration:none;cursor:pointer}
.secondary{background:#fff;color:#1463d6;border:1px solid #1463d6}
.choice{flex-direction:column;align-items:flex-start;text-align:left;gap:2px;min-height:72px;margin-bottom:12px}
.choice span{font-weight:400;font-size:14px}
.error{background:#fff1f0;color:#c4161c;border-radius:8px;padding:10px 12px;margin:0 0 12px}
.field-error{color:#c4161c;font-weight:400;font-size:14px}
.note{background:#fff7e6;border-radius:8px;padding:10px 12px;margin:0 0 12px;white-space:pre-wrap}
.links{margin-top:20px;text-align:center}
.links a{color:#1463d6;display:inline-block;padding:10px}
.mail{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border-radius:8px;padding:12px;font:14px/1.5 ui-monospace,monospace}
.outbox{list-style:none;padding:0}.outbox li{background:#fff;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.event{font-weight:600;color:#1463d6;margin:0 0 8px}
`;

export interface PageParts {
  lang: TLanguage;
  title: string;
  nonce: string;
  body: string;
  /** Inline script (runs under the nonce), if any. */
  script?: string;
}

export function renderPage(p: PageParts): string {
  const script = p.script ? `<script nonce="${esc(p.nonce)}">${p.script}</script>` : '';
  return `<!DOCTYPE html>
<html lang="${esc(p.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${esc(p.title)}</title>
<style nonce="${esc(p.nonce)}">${STYLE}</style>
</head>
<body><main>
${p.body}
</main>${script}</body>
</html>`;
}
