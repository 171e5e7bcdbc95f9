import {
  BOOT_DATA_ELEMENT_ID,
  SSR_DATA_ELEMENT_ID,
  scriptSafeJson,
  type TBootData,
} from '@showfloor/contracts';
import { FixedText, joinPieces, type Piece } from '../lib/spliced-gzip.ts';

export { scriptSafeJson };

/** The two placeholders the web build leaves in index.html (apps/server/README.md, "Document contract"). */
export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const BOOT_PLACEHOLDER = '<!--app-boot-->';
/** Inside the grey skeleton the page shows before its script runs: text here paints with the HTML alone. */
export const SHELL_PLACEHOLDER = '<!--app-shell-->';

/** The event's title in the skeleton's top bar, so the first paint already says where the visitor is. */
export function renderShell(title: string): string {
  return title ? `<span class="sf-boot__title">${escapeHtml(title)}</span>` : '';
}

/**
 * #root when the server render failed: a clear message in the page's language (the event's dictionary) with a
 * reload link, which the browser's own render replaces when it succeeds.
 */
export function renderFailure(boot: TBootData): string {
  const word = (key: string, fallback: string) =>
    boot.dictionary.find((r) => r.key === key && r.value)?.value ?? fallback;
  return (
    '<div class="sf-boot sf-boot--failed" role="alert" style="padding:48px 24px;text-align:center">' +
    `<h1 style="font-size:18px">${escapeHtml(word('load_failed', 'Could not load'))}</h1>` +
    `<p>${escapeHtml(word('load_failed_desc', 'Check your connection and try again.'))}</p>` +
    `<a href="">${escapeHtml(word('retry', 'Try again'))}</a></div>`
  );
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface HeadInput {
  nonce: string;
  title: string;
  description: string;
  /** Absolute URLs: share cards are fetched by other sites' crawlers. */
  image: string;
  url: string;
  favicon: string;
  themeColor: string;
  preloads: readonly { href: string; as: 'modulepreload' | 'style' }[];
}

export function renderHead(h: HeadInput): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  return [
    meta('name', 'csp-nonce', h.nonce),
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    meta('name', 'theme-color', h.themeColor),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:image', h.image),
    meta('property', 'og:url', h.url),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
    meta('name', 'twitter:image', h.image),
    h.favicon ? `<link rel="icon" href="${escapeHtml(h.favicon)}">` : '',
    ...h.preloads.map((p) =>
      p.as === 'modulepreload'
        ? `<link rel="modulepreload" crossorigin href="${escapeHtml(p.href)}">`
        : `<link rel="preload" as="style" crossorigin href="${escapeHtml(p.href)}">`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The boot data's script (and the rendered page's data after it) in pieces: the dictionary is one fixed piece,
 * the same for every document of its event and language, so compressing a document does not compress it again.
 */
export function renderBoot(boot: TBootData, nonce: string, ssrData: string | null = null): Piece[] {
  const n = escapeHtml(nonce);
  const [head, dictionary, tail] = bootPieces(boot);
  const open = `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json" nonce="${n}">`;
  // Already script-safe JSON (the render escaped it).
  const after =
    ssrData === null
      ? '</script>'
      : `</script>\n<script id="${SSR_DATA_ELEMENT_ID}" type="application/json" nonce="${n}">${ssrData}</script>`;
  return [open + head, dictionary, tail + after];
}

// The dictionary is most of the boot data (hundreds of records) and the same array for a while (the boot data's
// cache keeps it): written once, not for every document.
const dictionaryJson = new WeakMap<TBootData['dictionary'], FixedText>();

/** The boot data as script-safe JSON, its dictionary last: the text before it, the dictionary, and the end. */
function bootPieces(boot: TBootData): [string, FixedText, string] {
  const { dictionary, ...rest } = boot;
  let dictionaryText = dictionaryJson.get(dictionary);
  if (dictionaryText === undefined) {
    dictionaryText = new FixedText(scriptSafeJson(dictionary));
    dictionaryJson.set(dictionary, dictionaryText);
  }
  const head = scriptSafeJson(rest).slice(0, -1);
  return [`${head}${head === '{' ? '' : ','}"dictionary":`, dictionaryText, '}'];
}

/** The boot data as script-safe JSON, its dictionary last. */
export function bootJson(boot: TBootData): string {
  return joinPieces(bootPieces(boot));
}
