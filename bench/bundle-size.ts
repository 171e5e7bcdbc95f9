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
 * Gzip bytes of the JS and CSS the exhibitor page needs before it can render: the entry, the chunk named
 * exhibitor-page, and everything they import statically (dynamic imports are left out: they load later).
 */
export function firstRouteSize(dist: string): { js: number; css: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const roots = Object.keys(manifest).filter(
    (k) => manifest[k]?.isEntry || manifest[k]?.name === 'exhibitor-page',
  );
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
