// The first-screen figures of bench/RESULTS.md (issue 10): each public page against a copy of itself that holds
// the same server-rendered first screen as plain HTML (every script removed; same CSS, images and server), in one
// run, runs interleaved, medians; and a repeat visit. (The server's rendering cost: bench/documents.ts.)
// `npx tsx bench/run.ts --only=first-screen` runs just this on a fresh demo server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { lighthouseRun, medianOf, type LighthouseScores } from './lighthouse.ts';
import { PAGES } from './pages.ts';

export const FIRST_SCREEN_HEADING = '## First screen';

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile';

/** The document without any script: what the visitor sees before JavaScript, and all of it with none. */
export function plainCopy(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, '');
}

/**
 * A server in front of `origin`: the pages come as their plain copies, everything else (CSS, images, media,
 * /api) is passed through unchanged, so the two sides differ only in the scripts.
 */
export async function startPlainProxy(
  origin: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const upstream = await fetch(url, {
        headers: { 'user-agent': req.headers['user-agent'] ?? PHONE_UA, 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const type = upstream.headers.get('content-type') ?? '';
      const headers: Record<string, string> = {};
      upstream.headers.forEach((v, k) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k))
          headers[k] = v;
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, headers);
      res.end(type.startsWith('text/html') ? plainCopy(body.toString('utf8')) : body);
    })().catch((e: unknown) => {
      res.writeHead(502).end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function runs(url: string, n: number, opts: { repeatVisit?: boolean } = {}) {
  for (let tries = 0; tries < 3; tries++) {
    const run = await lighthouseRun(url, opts);
    if (run) return run;
  }
  throw new Error(`Lighthouse failed three times on ${url} (${n})`);
}

interface PageFigures {
  name: string;
  ours: LighthouseScores;
  plain: LighthouseScores;
  /** The baseline build's pages, when one was asked for. */
  base: LighthouseScores | null;
  repeatLcpMs: number;
}

/** A baseline build served beside this one: its origin, and the git ref it was built from. */
export interface BaselineSide {
  origin: string;
  ref: string;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (x: LighthouseScores | undefined) => `${Math.round(x?.tbtMs ?? Number.NaN)} ms`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** Measures every page against its plain copy, runs interleaved, and returns the section for RESULTS.md. */
export async function measureFirstScreen(
  origin: string,
  n: number,
  baseline?: BaselineSide,
  pages: readonly (typeof PAGES)[number][] = PAGES,
): Promise<string> {
  const proxy = await startPlainProxy(origin);
  const figures: PageFigures[] = [];
  try {
    for (const page of pages) {
      for (let w = 0; w < 20; w++) {
        await (await fetch(origin + page.path)).text();
        if (baseline) await (await fetch(baseline.origin + page.path)).text();
      }
      const ours: LighthouseScores[] = [];
      const plain: LighthouseScores[] = [];
      const base: LighthouseScores[] = [];
      const repeat: number[] = [];
      for (let r = 0; r < n; r++) {
        // Interleaved: the machine's noise falls on both sides alike.
        ours.push(await runs(origin + page.path, r));
        plain.push(await runs(proxy.origin + page.path, r));
        if (baseline) base.push(await runs(baseline.origin + page.path, r));
        repeat.push((await runs(origin + page.path, r, { repeatVisit: true })).lcpMs);
        console.log(
          `${page.name} run ${r + 1}/${n}: TBT ours ${ms(ours.at(-1))}, plain ${ms(plain.at(-1))}` +
            (baseline ? `, ${baseline.ref} ${ms(base.at(-1))}` : ''),
        );
      }
      figures.push({
        name: page.name,
        ours: medianOf(ours),
        plain: medianOf(plain),
        base: baseline ? medianOf(base) : null,
        repeatLcpMs: [...repeat].sort((a, b) => a - b)[Math.floor(repeat.length / 2)] ?? Number.NaN,
      });
    }
  } finally {
    await proxy.close();
  }
  const cell = (x: LighthouseScores) =>
    `${x.performance} / ${s(x.lcpMs)} / ${x.tbtMs.toFixed(0)} ms / ${x.cls.toFixed(3)}`;
  const rows = figures.map((f) => {
    const ok = f.ours.performance >= 97 && f.ours.lcpMs <= 1500 && f.ours.tbtMs <= 100 && f.ours.cls <= 0.01;
    const base = f.base ? ` ${cell(f.base)} (TBT ${(f.ours.tbtMs / f.base.tbtMs).toFixed(2)}x) |` : '';
    return (
      `| ${f.name} | ${f.ours.performance} (${f.ours.performanceRuns?.join(', ')}) / ${s(f.ours.lcpMs)} / ` +
      `${f.ours.tbtMs.toFixed(0)} ms / ${f.ours.cls.toFixed(3)} | ${cell(f.plain)} |${base} ` +
      `${(f.ours.lcpMs / f.plain.lcpMs).toFixed(2)}x | ${s(f.repeatLcpMs)} (${met(f.repeatLcpMs <= 1000)}) | ${met(ok)} |`
    );
  });
  const baseHead = baseline ? ` baseline \`${baseline.ref}\` score / LCP / TBT / CLS (TBT ratio) |` : '';
  const baseRule = baseline ? ' --- |' : '';
  const baseSays = baseline
    ? ` The baseline \`${baseline.ref}\` (that commit's web build from a worktree, served by a second gateway of this
build with its own data) is measured in the same rounds, so a slower machine and a slower page can be told apart.`
    : '';
  return `${FIRST_SCREEN_HEADING}

Measured by \`npx tsx bench/run.ts --only=first-screen\` (also part of \`npm run bench\`) on
${new Date().toISOString().slice(0, 10)}: the real server on PGlite with the demo fair; each page against its plain
copy (the same document with every script and module preload removed, served through a pass-through proxy, so CSS,
images and server are the same), Lighthouse 12 mobile defaults in offline Chromium, ${n} runs per side,
interleaved, medians. The repeat visit loads the page once and then measures it again in the same browser (HTTP
cache and service worker kept). Targets: performance >= 97, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.01; repeat LCP
<= 1.0 s.${baseSays}

| page | Showfloor score (runs) / LCP / TBT / CLS | plain HTML score / LCP / TBT / CLS |${baseHead} LCP ratio | repeat-visit LCP | targets |
| --- | --- | --- |${baseRule} --- | --- | --- |
${rows.join('\n')}
`;
}
