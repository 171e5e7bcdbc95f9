import {
  BOOT_DATA_ELEMENT_ID,
  SSR_DATA_ELEMENT_ID,
  scriptSafeJson,
  type TBootData,
} from '@showfloor/contracts';

export { scriptSafeJson };

/** The two placeholders the web build leaves in index.html (apps/server/README.md, "Document contract"). */
export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const BOOT_PLACEHOLDER = '<!--app-boot-->';
/** Inside the grey skeleton the page shows before its script runs: text here paints with the HTML alone. */
export const SHELL_PLACEHOLDER = '<!--app-shell-->';
/**
 * Around the skeleton inside #root: a server-rendered page replaces both markers, all between them and the
 * whitespace around them (hydration must find exactly what React wrote, not a stray text node).
 */
const ROOT_CONTENT = /\s*<!--app-root-->[\s\S]*?<!--\/app-root-->\s*/;

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

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>/;

/**
 * A server-rendered page is on screen without its scripts, so they start after its first frame: the template's
 * entry script and module preloads, with the route's, become one nonce'd loader that adds the preloads and imports the entry then
 * (or after 500 ms where frames do not run, a hidden tab). On a slow phone network the JS then no longer takes
 * the bandwidth of the first screen's images, and the first paint depends on nothing but the document.
 */
export function deferScripts(html: string, nonce: string, routePreloads: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [
    ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '').filter(Boolean),
    ...routePreloads,
  ];
  const loader =
    `<script type="module" nonce="${escapeHtml(nonce)}">` +
    `let started=false;const start=()=>{if(started)return;started=true;` +
    `document.head.append(...${scriptSafeJson([...new Set(preloads)])}.map((href)=>{` +
    `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;return l}));` +
    `import(${scriptSafeJson(entry)})};requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,500)` +
    `</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
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
  preloads: { href: string; as: 'modulepreload' | 'style' }[];
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

export function renderBoot(boot: TBootData, nonce: string, ssrData: string | null = null): string {
  const n = escapeHtml(nonce);
  const bootTag = `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json" nonce="${n}">${scriptSafeJson(boot)}</script>`;
  // Already script-safe JSON (the render escaped it).
  return ssrData === null
    ? bootTag
    : `${bootTag}\n<script id="${SSR_DATA_ELEMENT_ID}" type="application/json" nonce="${n}">${ssrData}</script>`;
}

// The build's generic description and colour give way to the event's (one of each in a document).
const REPLACED_META = /<meta\s+name="(?:description|theme-color)"[^>]*>\s*/g;

/**
 * Fills the placeholders (a template without them gets the parts before </head> and </body>) and sets
 * <html lang> to the page's language.
 */
export function renderDocument(
  template: string,
  head: string,
  boot: string,
  lang: string,
  shell = '',
  /** The server-rendered page (exactly what the browser hydrates); null keeps the skeleton. */
  root: string | null = null,
): string {
  const base = template
    .replace(REPLACED_META, '')
    .replace(ROOT_CONTENT, (skeleton) => (root === null ? skeleton : root))
    .replace(SHELL_PLACEHOLDER, () => shell)
    .replace(
      /<html([^>]*?)\slang="[^"]*"/,
      (_m, attrs: string) => `<html${attrs} lang="${escapeHtml(lang)}"`,
    );
  const withHead = base.includes(HEAD_PLACEHOLDER)
    ? base.replace(HEAD_PLACEHOLDER, () => head)
    : base.replace('</head>', () => `${head}\n</head>`);
  return withHead.includes(BOOT_PLACEHOLDER)
    ? withHead.replace(BOOT_PLACEHOLDER, () => boot)
    : withHead.replace('</body>', () => `${boot}\n</body>`);
}
