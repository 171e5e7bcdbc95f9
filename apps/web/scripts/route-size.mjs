// Gzip size of the JS and CSS the exhibitor route loads: the entry, the exhibitor-page chunk and every
// static import of both (what the browser fetches before the page can render). Run after `vite build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// The app's entry (index.html); callback.html and silent.html are entries too, of other pages.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k === 'index.html');
const pageKey = Object.keys(manifest).find((k) => manifest[k].name === 'exhibitor-page');
if (!entryKey || !pageKey) throw new Error('manifest lacks the entry or the exhibitor-page chunk');

const seen = new Set();
const files = new Set();
walk(entryKey);
walk(pageKey);

function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) walk(dep);
}

let js = 0;
let css = 0;
for (const f of files) {
  const size = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  if (f.endsWith('.css')) css += size;
  else js += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${f}`);
}
console.log(`exhibitor route: JS ${(js / 1024).toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip`);
