import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
export interface Preload {
  href: string;
  as: 'modulepreload' | 'style';
}

/** More page names than the client has means names made up by requests: those are not kept. */
const MAX_KEPT_ROUTES = 200;

/** How long a build file's mtime is trusted before it is looked at again (every document reads three). */
const RECHECK_MS = 1_000;

/**
 * The built web client on disk. index.html and the manifests are read once and re-read when their mtime
 * changes, looked at no more than once a second, so a rebuild is picked up within a second without a restart.
 */
export class WebDist {
  private checked = new Map<string, { at: number; stat: fs.Stats | null }>();

  private template: { mtimeMs: number; html: string } | null = null;
  private manifest: { mtimeMs: number; data: Manifest } | null = null;
  private ssrManifest: { mtimeMs: number; entry: string | null } | null = null;

  constructor(readonly root: string) {}

  private buildFile(file: string): fs.Stats | null {
    // A monotonic interval, not the fair's clock: CLOCK_AT stands still in tests, and a rebuild must still show.
    const now = performance.now();
    const known = this.checked.get(file);
    if (known && now - known.at < RECHECK_MS) return known.stat;
    const stat = statFile(file);
    this.checked.set(file, { at: now, stat });
    return stat;
  }

  indexHtml(): string | null {
    const file = path.join(this.root, 'index.html');
    const stat = this.buildFile(file);
    if (!stat) return null;
    if (this.template?.mtimeMs !== stat.mtimeMs)
      this.template = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return this.template.html;
  }

  private readManifest(): Manifest {
    const file = path.join(this.root, '.vite', 'manifest.json');
    const stat = this.buildFile(file);
    if (!stat) return {};
    if (this.manifest?.mtimeMs !== stat.mtimeMs) {
      let data: Manifest = {};
      try {
        data = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
      } catch {
        data = {};
      }
      this.manifest = { mtimeMs: stat.mtimeMs, data };
    }
    return this.manifest.data;
  }

  /**
   * What to preload for a route: the manifest chunk named `<route>-page` (the web build names route entries
   * so), the chunks it imports except the main entry (index.html loads that already), and its CSS.
   */
  preloadsFor(route: string, base: string): Preload[] {
    const manifest = this.readManifest();
    const start = Object.keys(manifest).find((k) => manifest[k]?.name === `${route}-page`);
    if (!start) return [];
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const i of chunk.imports ?? []) visit(i);
    };
    visit(start);
    return [
      ...[...files].map((f) => ({ href: base + f, as: 'modulepreload' as const })),
      ...[...css].map((f) => ({ href: base + f, as: 'style' as const })),
    ];
  }

  private pagePreloadsKept: { template: string; manifest: Manifest; byRoute: Map<string, Preload[]> } | null =
    null;

  /**
   * A document's preloads: its route's (and the desktop frame's, under /pc), once each, without what index.html
   * loads already. Worked out once per route and build: looking for each in the 100 KB template cost more than
   * a twentieth of a document's CPU. Shared between documents, so never changed by the caller.
   */
  pagePreloads(route: string, desktop: boolean, base: string): readonly Preload[] {
    const template = this.indexHtml() ?? '';
    const manifest = this.readManifest();
    const kept = this.pagePreloadsKept;
    // Both are the same objects until a rebuild is read (compared by identity first).
    if (!kept || kept.template !== template || kept.manifest !== manifest) {
      this.pagePreloadsKept = { template, manifest, byRoute: new Map() };
    }
    const byRoute = this.pagePreloadsKept!.byRoute;
    const key = `${desktop ? 'pc ' : ''}${route} ${base}`;
    let list = byRoute.get(key);
    if (!list) {
      list = [...(desktop ? this.preloadsFor('pc', base) : []), ...this.preloadsFor(route, base)].filter(
        (p, i, all) => !template.includes(`"${p.href}"`) && all.findIndex((q) => q.href === p.href) === i,
      );
      if (byRoute.size < MAX_KEPT_ROUTES) byRoute.set(key, list);
    }
    return list;
  }

  /**
   * The server-rendering bundle's entry (dist/.ssr, never served: resolveFile refuses dot-folders), named in its
   * manifest; null until built. Its name is hashed, so a rebuild names a new file.
   */
  ssrEntry(): string | null {
    const manifest = path.join(this.root, '.ssr', '.vite', 'manifest.json');
    const stat = this.buildFile(manifest);
    if (!stat) return null;
    if (this.ssrManifest?.mtimeMs !== stat.mtimeMs) {
      let entry: string | null = null;
      try {
        const data = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Manifest;
        const file = Object.values(data).find((c) => c.isEntry)?.file;
        entry = file ? path.join(this.root, '.ssr', file) : null;
      } catch {
        entry = null;
      }
      this.ssrManifest = { mtimeMs: stat.mtimeMs, entry };
    }
    return this.ssrManifest.entry;
  }

  /** The file a /m/ path names, only inside the root and only a regular file; null otherwise. */
  resolveFile(relative: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relative);
    } catch {
      return null;
    }
    // No NUL bytes and no dot-segments (.vite/manifest.json is build metadata, not content).
    if (decoded.includes('\0') || decoded.split('/').some((s) => s.startsWith('.'))) return null;
    const full = path.resolve(this.root, '.' + path.posix.normalize('/' + decoded));
    if (full !== this.root && !full.startsWith(this.root + path.sep)) return null;
    return statFile(full) ? path.relative(this.root, full).split(path.sep).join('/') : null;
  }
}

function statFile(file: string): fs.Stats | null {
  try {
    // Most addresses asked are pages, not files: no error object built for each of them.
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? stat : null;
  } catch {
    return null; // a path through a file (ENOTDIR), a name too long
  }
}
