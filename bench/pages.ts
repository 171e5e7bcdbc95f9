// The page figures of bench/RESULTS.md: for each page a visitor lands on, Lighthouse mobile (median of n runs)
// and the gzip size of the JS/CSS its first route loads. `npx tsx bench/run.ts --only=pages` runs just this.
import { mkdirSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PRODUCT_ID } from '../apps/server/src/db/seed/demo-ids.ts';
import { firstRouteSize } from './bundle-size.ts';
import { DEMO_EXHIBITOR_ID } from './demo.ts';
import { lighthouseMedian } from './lighthouse.ts';

export const PAGES_HEADING = '## Pages';

/** The pages of the figures: name, path, and the manifest name of the route chunk the path loads. */
export const PAGES = [
  { name: 'home', path: '/m/zh-CN', chunk: 'home-page' },
  { name: 'exhibitor', path: `/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`, chunk: 'exhibitor-page' },
  { name: 'product', path: `/m/zh-CN/exhibit/${DEMO_PRODUCT_ID}`, chunk: 'exhibit-page' },
  { name: 'search', path: `/m/zh-CN/search?keyword=${encodeURIComponent('科技')}`, chunk: 'search-page' },
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/**
 * Measures every page against the running server at `origin` and returns the section for RESULTS.md.
 * The median run's JSON report of each page is kept in the system temp folder for reading the opportunities.
 */
export async function measurePages(origin: string, dist: string, runs: number): Promise<string> {
  const reports = join(tmpdir(), 'showfloor-lighthouse');
  mkdirSync(reports, { recursive: true });
  const loadBefore = loadavg()[0] ?? 0;
  const rows: string[] = [];
  const notes: string[] = [];
  for (const page of PAGES) {
    const url = `${origin}${page.path}`;
    // A server that has just started is cold (JIT, first queries); warm it as traffic would.
    for (let i = 0; i < 30; i++) await (await fetch(url)).text();
    const size = firstRouteSize(dist, page.chunk);
    const lh = await lighthouseMedian(url, runs, join(reports, `${page.name}.json`));
    rows.push(
      `| ${page.name} | ${lh.performance} (${lh.performanceRuns?.join(', ')}) | ${verdict(lh.performance >= 95)} ` +
        `| ${(lh.lcpMs / 1000).toFixed(2)} s | ${lh.tbtMs.toFixed(0)} ms | ${lh.cls.toFixed(3)} ` +
        `| ${kb(size.js)} | ${verdict(size.js <= 130 * 1024)} | ${kb(size.css)} ` +
        `| ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo} |`,
    );
    const top = (lh.opportunities ?? []).slice(0, 3);
    notes.push(
      `- ${page.name}: ${top.length ? top.map((o) => `${o.title} (~${o.savingsMs.toFixed(0)} ms)`).join('; ') : 'none'}`,
    );
  }
  const date = new Date().toISOString().slice(0, 10);
  // Lighthouse's simulated throttling scales the main-thread time it observes, so a busy machine lowers the
  // scores (TBT above all): the load average says how quiet the machine was.
  const load = `${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${cpus().length} cores`;
  return `${PAGES_HEADING}

Measured by \`npx tsx bench/run.ts --only=pages\` (also part of \`npm run bench\`) on ${date}: the real server on
PGlite with the demo fair, each page loaded 30 times first to warm it, then Lighthouse 12 with its default
mobile settings (simulated slow 4G, 4x CPU slowdown) in offline Chromium, ${runs} runs per page; every figure is
the median of the runs (the performance column lists each run's score). "First-route JS/CSS" is the gzip size
of index.html's entry, the page's route chunk and their static imports (bench/bundle-size.ts). Targets:
performance >= 95, first-route JS <= 130 KB. Machine load average (1 min): ${load}.

| page | performance (runs) | >= 95 | LCP | TBT | CLS | first-route JS (gzip) | <= 130 KB | first-route CSS (gzip) | accessibility / best practices / SEO |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Paths: ${PAGES.map((p) => `${p.name} \`${p.path}\``).join(', ')}.

Lighthouse's top opportunities in each page's median run (estimated saving on the simulated load):

${notes.join('\n')}
`;
}

/**
 * Puts `section` (starting with its `## ` heading) into the markdown `doc`: in place of the section with the
 * same heading, else before the first other section, else at the end. Every other section is kept.
 */
export function replaceSection(doc: string, section: string): string {
  const heading = section.split('\n', 1)[0] ?? '';
  const body = section.endsWith('\n') ? section : `${section}\n`;
  const start = doc.indexOf(`\n${heading}\n`);
  if (start >= 0) {
    const next = doc.indexOf('\n## ', start + 1);
    return `${doc.slice(0, start + 1)}${body}${next >= 0 ? `\n${doc.slice(next + 1)}` : ''}`;
  }
  const first = doc.indexOf('\n## ');
  if (first >= 0) return `${doc.slice(0, first + 1)}${body}\n${doc.slice(first + 1)}`;
  return `${doc.trimEnd()}\n\n${body}`;
}
