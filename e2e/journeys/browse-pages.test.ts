import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();

/**
 * Every browse page the issue names, opened directly as a shared link would open it, in two languages: each
 * shows real items from the seeded fair (never an empty or error state) and is photographed for review.
 */
const pages = [
  { name: 'exhibitor-list', path: 'exhibitors', item: 'exhibitor-list-item' },
  { name: 'product-list', path: 'products', item: 'product-list-item' },
  { name: 'project-list', path: 'projects', item: 'project-list-item' },
  { name: 'pavilion-list', path: 'pavilions', item: 'pavilion-list-item' },
  { name: 'exhibitor-project-tab', path: `exhibitor/${DEMO_EXHIBITOR_ID}/project`, item: 'project-card' },
  { name: 'exhibitor-video-tab', path: `exhibitor/${DEMO_EXHIBITOR_ID}/exhibitorVideo`, item: 'video-card' },
  { name: 'applet', path: `applet?id=${DEMO_EXHIBITOR_ID}`, item: 'exhibitor-name' },
] as const;

describe('every browse page shows the fair', () => {
  for (const lang of ['zh-CN', 'pt-PT'] as const) {
    for (const p of pages) {
      it(`${p.name} (${lang})`, async () => {
        const ctx = await newContext(browser(), { locale: lang });
        const page = await ctx.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${base}/m/${lang}/${p.path}`);
        await page.getByTestId(p.item).first().waitFor({ timeout: 30_000 });
        expect(await page.getByTestId(p.item).count()).toBeGreaterThan(0);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(errors).toEqual([]);
        // The pictures on the first screen have arrived (they are lazy, so they load once laid out).
        await page.waitForFunction(() =>
          Array.from(document.images)
            .filter((i) => i.getBoundingClientRect().top < window.innerHeight)
            .every((i) => i.complete && i.naturalWidth > 0),
        );
        await screenshot(page, `${p.name}-${lang}`, { fullPage: false });
        await ctx.close();
      });
    }
  }
});

describe('a next page that cannot load', () => {
  it('keeps the loaded items on screen and offers a retry that works once the network is back (en-US)', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    // The phone's network drops every request for a further page of the list; the server is not touched.
    let offline = true;
    await page.route(/ExhibitorClient\/List/i, async (route) => {
      const pageNo = Number((route.request().postDataJSON() as { pageNo?: number } | null)?.pageNo ?? 1);
      if (offline && pageNo > 1) return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.goto(`${base}/m/en-US/exhibitors`);
    const items = page.getByTestId('exhibitor-list-item');
    await items.first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const failed = page.locator('[data-testid=load-more-sentinel][data-state=failed]');
    await failed.waitFor();
    // The list stays (a virtual list: the rows near the end are on screen), no error page replaces it.
    expect(await items.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('exhibitor-list-error').count()).toBe(0);
    await screenshot(page, 'exhibitor-list-next-page-failed-en-US', { fullPage: false });
    offline = false;
    const second = page.waitForResponse(
      (r) =>
        /ExhibitorClient\/List/i.test(r.url()) &&
        (r.request().postDataJSON() as { pageNo?: number } | null)?.pageNo === 2 &&
        r.status() === 200,
    );
    await failed.getByRole('button').click();
    await second;
    await expect
      .poll(() => page.getByTestId('load-more-sentinel').getAttribute('data-state'))
      .not.toBe('failed');
    await ctx.close();
  });
});

describe('a long list', () => {
  it('keeps the server-drawn first page in flow, and once more is loaded only the rows near the screen (zh-CN)', async () => {
    const ctx = await newContext(browser(), { locale: 'zh-CN' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/zh-CN/exhibitors`);
    const items = page.getByTestId('exhibitor-list-item');
    await items.first().waitFor();
    // The server drew the first page in plain flow, and one page stays so after hydration and after the page has
    // settled (no row measured for nothing); the list goes virtual once more is loaded.
    // A key press settles the page at once (lib/hydrated.ts); two frames later React has drawn what it decided.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    await page.keyboard.press('Shift');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await items.count()).toBe(20);
    expect(await page.locator('.sf-vlist--flow').count()).toBe(1);
    const next = page.waitForResponse(
      (r) =>
        /ExhibitorClient\/List/i.test(r.url()) &&
        (r.request().postDataJSON() as { pageNo?: number } | null)?.pageNo === 2 &&
        r.status() === 200,
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await next;
    await page.locator('.sf-vlist:not(.sf-vlist--flow)').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    // Two pages of 20 are loaded; the DOM holds the rows near the top of the screen only, in order. The list
    // draws them on the scroll event's next frame: the first row is polled for, not read at once (a busy machine
    // showed the rows of the bottom still there).
    await expect.poll(() => items.count()).toBeLessThan(40);
    await expect.poll(() => page.locator('.sf-vlist__row').first().getAttribute('data-index')).toBe('0');
    expect(await items.count()).toBeGreaterThan(3);
    expect(await items.count()).toBeLessThan(40);
    await ctx.close();
  });
});
