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
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Lighthouse 12 with its default mobile settings (throttled Moto G power), offline Chromium; median of n. */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseScores> {
  const all: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const c = result?.lhr.categories;
      if (!c) throw new Error('Lighthouse returned no result');
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      all.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      });
      console.log(`lighthouse run ${i + 1}/${runs}:`, all.at(-1));
    } finally {
      await chrome.kill();
    }
  }
  return {
    performance: median(all.map((a) => a.performance)),
    performanceRuns: all.map((a) => a.performance),
    accessibility: median(all.map((a) => a.accessibility)),
    bestPractices: median(all.map((a) => a.bestPractices)),
    seo: median(all.map((a) => a.seo)),
  };
}
