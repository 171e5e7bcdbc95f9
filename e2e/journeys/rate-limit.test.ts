import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { startServer, type RunningServer } from '../harness/server.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';

// A server of its own with a tiny per-minute budget per /api route, so the real limiter answers 429 on the
// third load of the page.
let server: RunningServer;
const browser = useBrowser();
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_MAX: '2' });
});
afterAll(async () => {
  await server?.stop();
});

describe('too many requests', () => {
  it("toasts 'page refresh too frequent, try later' on 429", async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    const limited = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 429, {
      timeout: 30_000,
    });
    for (let i = 0; i < 3; i++) {
      await page.goto(`${server.url}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
      await page.waitForLoadState('networkidle');
    }
    expect((await limited).status()).toBe(429);
    await page.getByText('Page refresh too frequent, try later', { exact: true }).first().waitFor();
    // The page's error card says why too, not that the connection failed.
    expect(await page.getByText('Check your connection and try again.').count()).toBe(0);
    await screenshot(page, 'rate-limited-toast-en-US', { fullPage: false });
    await ctx.close();
  });
});
