import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness/browser.ts';

export interface LighthouseScores {
  performance: number;
  /** Every run's performance score, in order: the spread says how much one number can be trusted. */
  performanceRuns?: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint and Total Blocking Time in ms, Cumulative Layout Shift unitless (medians). */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The median run's opportunities with an estimated saving, largest first: what to fix next. */
  opportunities?: { title: string; savingsMs: number }[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

type Run = LighthouseScores & { report: string };

/**
 * One Lighthouse run (default mobile settings) in a Chromium of its own; null when Lighthouse could not finish it
 * (runtimeError, e.g. NO_FCP on a starved machine). `repeatVisit`: the page is loaded once first in the same
 * browser and the run keeps its cache and service worker, as a visitor's second visit does.
 */
export async function lighthouseRun(url: string, opts: { repeatVisit?: boolean } = {}): Promise<Run | null> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (opts.repeatVisit) await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      opts.repeatVisit
        ? { extends: 'lighthouse:default', settings: { disableStorageReset: true } }
        : undefined,
    );
    const lhr = result?.lhr;
    const c = lhr?.categories;
    if (!lhr || !c) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError || c.performance?.score == null) {
      console.log(`lighthouse ${url} failed:`, lhr.runtimeError ?? 'no performance score');
      return null;
    }
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    const value = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
      .map((a) => ({
        title: a.title,
        savingsMs: a.details?.type === 'opportunity' ? (a.details.overallSavingsMs ?? 0) : 0,
      }))
      .sort((a, b) => b.savingsMs - a.savingsMs);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      opportunities,
      report: typeof result.report === 'string' ? result.report : '',
    };
  } finally {
    await chrome.kill();
  }
}

/** The medians of several runs (and every run's performance score, in order). */
export function medianOf(all: readonly LighthouseScores[]): LighthouseScores {
  const perf = median(all.map((a) => a.performance));
  return {
    performance: perf,
    performanceRuns: all.map((a) => a.performance),
    accessibility: median(all.map((a) => a.accessibility)),
    bestPractices: median(all.map((a) => a.bestPractices)),
    seo: median(all.map((a) => a.seo)),
    lcpMs: median(all.map((a) => a.lcpMs)),
    tbtMs: median(all.map((a) => a.tbtMs)),
    cls: median(all.map((a) => a.cls)),
    opportunities: all.find((a) => a.performance === perf)?.opportunities,
  };
}

/**
 * Lighthouse 12 with its default mobile settings (throttled Moto G power), offline Chromium; median of n.
 * `reportPath`, when given, receives the JSON report of the run whose performance score is the median.
 */
export async function lighthouseMedian(
  url: string,
  runs: number,
  reportPath?: string,
): Promise<LighthouseScores> {
  const all: Run[] = [];
  // A run Lighthouse could not finish is logged and run again rather than counted as 0; at most `runs` retries.
  for (let i = 0, failed = 0; i < runs; i++) {
    const run = await lighthouseRun(url);
    if (!run) {
      if (++failed > runs) throw new Error(`Lighthouse failed ${failed} times on ${url}`);
      i--;
      continue;
    }
    all.push(run);
    const { report: _report, opportunities: _o, ...shown } = run;
    console.log(`lighthouse ${url} run ${i + 1}/${runs}:`, shown);
  }
  const result = medianOf(all);
  const medianRun = all.find((a) => a.performance === result.performance);
  if (reportPath && medianRun) writeFileSync(reportPath, medianRun.report);
  return result;
}
