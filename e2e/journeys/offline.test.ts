import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();

describe('service worker', () => {
  it('is served from /m/service-worker.js and shows the offline page when the network is gone', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US', serviceWorkers: true });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('exhibitor-name').waitFor();
    const scope = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, script: reg.active?.scriptURL };
    });
    expect(scope.scope).toBe(`${base}/m/`);
    expect(scope.script).toBe(`${base}/m/service-worker.js`);

    await ctx.setOffline(true);
    await page.goto(`${base}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByText('网络已断开').waitFor();
    await page.getByText('You are offline. Check your connection and try again.').waitFor();
    await screenshot(page, 'offline-page');

    // Back online, the offline page reloads by itself, and the same address is the real page again: the worker
    // never cached the document.
    await ctx.setOffline(false);
    await page.getByTestId('exhibitor-name').waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${base}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await ctx.close();
  });
});
