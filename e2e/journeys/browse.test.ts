import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, settled, useBrowser } from '../harness/browser.ts';
import { loginViaPopup } from '../harness/login.ts';
import { DEMO_EXHIBITOR_ID, demoEmail } from '../harness/demo.ts';
import { ID_PREFIX, guid } from '../../apps/server/src/db/seed/demo-ids.ts';
import {
  DEMO_PRODUCT_ID,
  DEMO_PROJECT_ID,
  DEMO_UPLOADING_PAVILION_ID,
} from '../../apps/server/src/db/seed/demo-ids.ts';
import {
  DEMO_BANNED_PROJECT_ID,
  DEMO_DELISTED_PROJECT_ID,
  DEMO_UPLOADING_DATA_PAVILION_ID,
} from '../../apps/server/src/db/seed/demo-ids.ts';
import { DEMO_VIDEO_ID } from '../../apps/server/src/db/seed/demo-ids.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const product = (n: number) => guid(ID_PREFIX.product, n);

describe('browse the fair', () => {
  for (const lang of ['zh-HK', 'pt-PT'] as const) {
    it(`home -> pavilion -> exhibitor -> products -> product -> favorite -> back (${lang})`, async () => {
      const ctx = await newContext(browser(), { locale: lang });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/m/${lang}/exhibitor/${DEMO_EXHIBITOR_ID}`);
      await loginViaPopup(page, demoEmail('visitor'));

      await page.goto(`${base}/m/${lang}`);
      await page.getByTestId('home-hero').waitFor();
      await page.getByTestId('home-exhibitor-item').first().waitFor();
      await page.getByTestId('home-product-item').first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await screenshot(page, `home-${lang}`);

      await page.getByTestId('home-pavilion-item').first().click();
      await page.getByTestId('pavilion-header').waitFor();
      await page.getByTestId('pavilion-exhibitors-item').first().waitFor();
      await screenshot(page, `pavilion-${lang}`, { fullPage: false });

      await page.getByTestId('pavilion-exhibitors-item').first().click();
      await page.getByTestId('exhibitor-name').waitFor();
      await page.getByTestId('exhibitor-tab-products').click();
      await page.getByTestId('product-card').first().waitFor();
      await screenshot(page, `exhibitor-products-${lang}`, { fullPage: false });
      // The account entry stands in the header, which is always on screen, so it covers none of the page: scrolled
      // to the end, the last card and the page's buttons are free to tap.
      const entry = page.getByTestId('account-entry');
      await entry.waitFor();
      expect(await page.getByTestId('event-header').getByTestId('account-entry').count()).toBe(1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const entryBox = (await entry.boundingBox())!;
      const headerBox = (await page.getByTestId('event-header').boundingBox())!;
      expect(entryBox.y).toBeGreaterThanOrEqual(headerBox.y);
      expect(entryBox.y + entryBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      const lastBox = (await page.getByTestId('product-card').last().boundingBox())!;
      expect(lastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      // The sticky tabs stop under the whole header (its second row, the dates, included), never behind it.
      const header = await page.getByTestId('event-header').boundingBox();
      const tabs = await page.getByTestId('exhibitor-tabs').boundingBox();
      expect(Math.round(tabs!.y)).toBeGreaterThanOrEqual(Math.floor(header!.y + header!.height) - 1);
      await screenshot(page, `exhibitor-products-end-${lang}`, { fullPage: false });

      const listUrl = page.url();
      // The button shows the visitor's own state once IsFavorite has answered; read it only then.
      const isFavorite = () => page.waitForResponse((r) => r.url().includes('/Favorite/IsFavorite'));
      const stateLoaded = isFavorite();
      await page.getByTestId('product-card').first().click();
      await page.getByTestId('product-title').waitFor();
      expect((await page.getByTestId('product-price').innerText()).length).toBeGreaterThan(0);
      await stateLoaded;

      const fav = page.getByTestId('favorite-button');
      await fav.waitFor();
      const before = await fav.getAttribute('data-active');
      const [change] = await Promise.all([
        page.waitForResponse((r) => /\/Favorite\/(Add|Cancel)/.test(r.url())),
        fav.click(),
      ]);
      expect(change.ok()).toBe(true);
      await expect.poll(() => fav.getAttribute('data-active')).not.toBe(before);
      // The favorite is stored: a reload shows the same state. Until IsFavorite has answered (held here) the
      // button shows the page's count but takes no tap: a tap on the guess would undo the favorite.
      const after = await fav.getAttribute('data-active');
      const changes: string[] = [];
      page.on('request', (r) => {
        if (/\/Favorite\/(Add|Cancel)/.test(r.url())) changes.push(r.url());
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/Favorite\/IsFavorite/, async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await page.getByTestId('product-title').waitFor();
      await expect.poll(() => fav.getAttribute('data-state')).toBe('unknown');
      expect(await fav.getAttribute('aria-disabled')).toBe('true');
      // A visitor's thumb does not wait for the button to look ready (Playwright would, on aria-disabled).
      await fav.click({ force: true });
      const reloaded = isFavorite();
      release();
      await reloaded;
      await expect.poll(() => fav.getAttribute('data-state')).toBe('known');
      await expect.poll(() => fav.getAttribute('data-active')).toBe(after);
      await page.unroute(/\/Favorite\/IsFavorite/);
      // The tap while unknown changed nothing; a tap now does, once.
      expect(changes).toEqual([]);
      const [undo] = await Promise.all([
        page.waitForResponse((r) => /\/Favorite\/(Add|Cancel)/.test(r.url())),
        fav.click(),
      ]);
      expect(undo.ok()).toBe(true);
      await expect.poll(() => fav.getAttribute('data-active')).toBe(before);
      expect(changes).toHaveLength(1);
      await screenshot(page, `product-detail-${lang}`);

      // The header's back arrow: the app opened this page (the list), so it goes back there.
      await page.getByTestId('header-back').click();
      await page.waitForURL(listUrl);
      await page.getByTestId('product-card').first().waitFor();
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it('searches in Chinese (2 characters) and in English, and refuses 1 character without a request', async () => {
    const ctx = await newContext(browser(), { locale: 'zh-CN' });
    const page = await ctx.newPage();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/SEARCHAPI/')) searches.push(r.url());
    });
    await page.goto(`${base}/m/zh-CN/search?keyword=${encodeURIComponent('科技')}`);
    const hit = page.getByTestId('search-result-company').first();
    await hit.waitFor();
    expect(await hit.innerText()).toContain('科技');
    expect(await hit.locator('mark').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-zh-CN');

    await page.goto(`${base}/m/en-US/search?keyword=laser&tab=product`);
    const product = page.getByTestId('search-result-product').first();
    await product.waitFor();
    expect((await product.innerText()).toLowerCase()).toContain('laser');
    await screenshot(page, 'search-en-US', { fullPage: false });

    searches.length = 0;
    await page.goto(`${base}/m/en-US/search?keyword=a`);
    await page.getByTestId('search-term-message').waitFor();
    expect(await page.getByTestId('search-term-message').innerText()).toContain('2');
    expect(searches).toEqual([]);
    await ctx.close();
  });

  it('plays a video (currentTime advances)', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/video/${DEMO_VIDEO_ID}`);
    const video = page.getByTestId('video-player');
    await video.waitFor();
    await video.evaluate((v) => {
      const el = v as HTMLVideoElement;
      el.muted = true;
      return el.play();
    });
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.2);
    await screenshot(page, 'video-en-US', { fullPage: false });
    await ctx.close();
  });

  // Content states: product 2001-2004, project 3001-3003, exhibition group 4002/4004 lead to noContent.
  const states = [
    { path: `exhibit/${product(0xfffffff)}`, code: '2001' },
    { path: `exhibit/${product(11)}`, code: '2002' },
    { path: `exhibit/${product(10)}`, code: '2003' },
    { path: `exhibit/${product(9)}`, code: '2004' },
    { path: `project/${guid(ID_PREFIX.project, 0xfffffff)}`, code: '3001' },
    { path: `project/${DEMO_BANNED_PROJECT_ID}`, code: '3002' },
    { path: `project/${DEMO_DELISTED_PROJECT_ID}`, code: '3003' },
    { path: `pavilion/${DEMO_UPLOADING_PAVILION_ID}`, code: '4002' },
    { path: `pavilion/${DEMO_UPLOADING_DATA_PAVILION_ID}`, code: '4004' },
  ];
  for (const s of states) {
    it(`${s.path.split('/')[0]} state ${s.code} leads to noContent`, async () => {
      const ctx = await newContext(browser(), { locale: 'en-US' });
      const page = await ctx.newPage();
      await page.goto(`${base}/m/en-US/${s.path}`);
      await page.waitForURL(/\/noContent\?/);
      expect(new URL(page.url()).searchParams.get('code')).toBe(s.code);
      await screenshot(page, `no-content-${s.code}-en-US`, { fullPage: false });
      await ctx.close();
    });
  }

  it('opens a listed product and project directly', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibit/${DEMO_PRODUCT_ID}`);
    await page.getByTestId('product-title').waitFor();
    await page.goto(`${base}/m/en-US/project/${DEMO_PROJECT_ID}`);
    await page.getByTestId('project-title').waitFor();
    await settled(page.getByTestId('project-title'));
    await screenshot(page, 'project-detail-en-US');
    // Opened from outside the app (a shared link): no page of the app to go back to, so the header leads home.
    expect(await page.getByTestId('header-back').count()).toBe(0);
    const home = page.getByTestId('header-home');
    expect(await home.getAttribute('aria-label')).toBe('Back to the exhibition');
    await home.click();
    await page.waitForURL(`${base}/m/en-US`);
    await page.getByTestId('home-hero').waitFor();
    await ctx.close();
  });
});
