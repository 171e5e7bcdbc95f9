import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Gzip bytes of the JS and CSS a page needs before it can render: the app's entry (index.html; callback.html
 * and silent.html are entries of other pages, so they are not counted), the route chunk named `chunkName`
 * (home-page, exhibitor-page, ...) and everything they import statically (dynamic imports load later).
 * The same walk as apps/web/scripts/route-size.mjs.
 */
export function firstRouteSize(dist: string, chunkName = 'exhibitor-page'): { js: number; css: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const roots = Object.keys(manifest).filter(
    (k) => (manifest[k]?.isEntry && k === 'index.html') || manifest[k]?.name === chunkName,
  );
  if (roots.length !== 2) throw new Error(`manifest lacks index.html or the ${chunkName} chunk`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  roots.forEach(visit);
  const files = new Set<string>();
  for (const k of seen) {
    const e = manifest[k];
    if (!e) continue;
    files.add(e.file);
    for (const c of e.css ?? []) files.add(c);
  }
  let js = 0;
  let css = 0;
  for (const f of files) {
    const bytes = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
    if (f.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { js, css };
}
