import { randomBytes } from 'node:crypto';
import {
  BOOT_PLACEHOLDER,
  HEAD_PLACEHOLDER,
  SHELL_PLACEHOLDER,
  escapeHtml,
  scriptSafeJson,
} from './document.ts';
import { FixedText, joinPieces, type Piece } from '../lib/spliced-gzip.ts';

/**
 * Around the skeleton inside #root: a server-rendered page replaces both markers, all between them and the
 * whitespace around them (hydration must find exactly what React wrote, not a stray text node).
 */
const ROOT_CONTENT = /\s*<!--app-root-->[\s\S]*?<!--\/app-root-->\s*/;
// The build's generic description and colour give way to the event's (one of each in a document).
const REPLACED_META = /<meta\s+name="(?:description|theme-color)"[^>]*>\s*/g;
const HTML_LANG = /<html([^>]*?)\slang="[^"]*"/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>/;

type Slot = 'lang' | 'root' | 'shell' | 'head' | 'boot' | 'loader';
const SLOTS = 'lang|root|shell|head|boot|loader';

/** The template's text longer than this (its inline stylesheet) is compressed once for all documents. */
const FIXED_MIN_CHARS = 4096;

/** A template cut once at its slots: a document is then a join, not six regular expressions over 60 KB. */
interface CutTemplate {
  /** Text and slot names in turn: text at even places (long text fixed), a slot at odd ones. */
  pieces: Piece[];
  /** What #root holds when nothing is rendered into it (the skeleton, with the shell placeholder). */
  skeleton: string;
  /** The entry script and the template's module preloads, when the scripts are deferred. */
  entry: string | null;
  preloads: string[];
}

function cut(template: string, deferred: boolean): CutTemplate {
  // A mark for each slot while the template is cut, random so that no text of the template can be one.
  const tag = `\uE000${randomBytes(8).toString('hex')}:`;
  const mark = (slot: Slot) => `${tag}${slot}\uE000`;
  let html = template.replace(REPLACED_META, '');
  let entry: string | null = null;
  let preloads: string[] = [];
  if (deferred) {
    entry = ENTRY_SCRIPT.exec(html)?.[1] ?? null;
    if (entry) {
      preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '').filter(Boolean);
      html = html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => mark('loader'));
    }
  }
  let skeleton = '';
  const root = ROOT_CONTENT.exec(html);
  if (root) {
    skeleton = root[0];
    html = html.slice(0, root.index) + mark('root') + html.slice(root.index + root[0].length);
  }
  html = html
    .replace(SHELL_PLACEHOLDER, () => mark('shell'))
    .replace(HTML_LANG, (_m, attrs: string) => `<html${attrs} lang="${mark('lang')}"`);
  html = html.includes(HEAD_PLACEHOLDER)
    ? html.replace(HEAD_PLACEHOLDER, () => mark('head'))
    : html.replace('</head>', () => `${mark('head')}\n</head>`);
  html = html.includes(BOOT_PLACEHOLDER)
    ? html.replace(BOOT_PLACEHOLDER, () => mark('boot'))
    : html.replace('</body>', () => `${mark('boot')}\n</body>`);
  const pieces = html
    .split(new RegExp(`${tag}(${SLOTS})\uE000`))
    .map((p, i) => (i % 2 === 0 && p.length > FIXED_MIN_CHARS ? new FixedText(p) : p));
  return { pieces, skeleton, entry, preloads };
}

// The template changes only with a rebuild: the last cut of each kind is kept (compared by identity first).
const cuts = new Map<boolean, { template: string; cut: CutTemplate }>();

function cutOf(template: string, deferred: boolean): CutTemplate {
  const kept = cuts.get(deferred);
  if (kept && kept.template === template) return kept.cut;
  const fresh = cut(template, deferred);
  cuts.set(deferred, { template, cut: fresh });
  return fresh;
}

/**
 * A server-rendered page is on screen without its scripts, so they start after its first frame: the template's
 * entry script and module preloads, with the route's, become one nonce'd loader that adds the preloads and
 * imports the entry then (or after 500 ms where frames do not run, a hidden tab). On a slow phone network the
 * JS then no longer takes the bandwidth of the first screen's images, and the first paint depends on nothing
 * but the document.
 */
function loaderScript(nonce: string, entry: string, preloads: readonly string[]): string {
  return (
    `<script type="module" nonce="${escapeHtml(nonce)}">` +
    `let started=false;const start=()=>{if(started)return;started=true;` +
    `document.head.append(...${scriptSafeJson([...new Set(preloads)])}.map((href)=>{` +
    `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;return l}));` +
    `import(${scriptSafeJson(entry)})};requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,500)` +
    `</script>`
  );
}

export interface DocumentParts {
  head: string;
  boot: string | readonly Piece[];
  lang: string;
  /** The event's title in the skeleton's top bar. */
  shell?: string;
  /** The server-rendered page (exactly what the browser hydrates); null keeps the skeleton. */
  root?: string | null;
  /** A rendered page's scripts start after its first frame (loaderScript), with the route's preloads. */
  deferScripts?: { nonce: string; routePreloads: readonly string[] };
}

/**
 * Fills the template's slots (a template without placeholders gets head and boot before </head> and </body>)
 * and sets <html lang> to the page's language.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  return joinPieces(renderDocumentPieces(template, parts));
}

/** The document in pieces, its long fixed text (stylesheet, dictionary) kept apart for the compression. */
export function renderDocumentPieces(template: string, parts: DocumentParts): Piece[] {
  const t = cutOf(template, parts.deferScripts !== undefined);
  const shell = parts.shell ?? '';
  const value = (slot: Piece): string | readonly Piece[] => {
    switch (slot as Slot) {
      case 'lang':
        return escapeHtml(parts.lang);
      case 'root':
        return parts.root ?? t.skeleton.replace(SHELL_PLACEHOLDER, () => shell);
      case 'shell':
        return shell;
      case 'head':
        return parts.head;
      case 'boot':
        return parts.boot;
      case 'loader':
        return t.entry && parts.deferScripts
          ? loaderScript(parts.deferScripts.nonce, t.entry, [
              ...t.preloads,
              ...parts.deferScripts.routePreloads,
            ])
          : '';
    }
  };
  const out: Piece[] = [];
  for (let i = 0; i < t.pieces.length; i++) {
    const piece = t.pieces[i] ?? '';
    if (i % 2 === 0) out.push(piece);
    else {
      const filled = value(piece);
      if (typeof filled === 'string') out.push(filled);
      else out.push(...filled);
    }
  }
  return out;
}
