import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';

const base = inject('baseUrl');
const browser = useBrowser();

/*
 * The video hall, as a visitor reaches it from the home page: every video of the fair (exhibitors' and agencies'),
 * a category of the fair's tree (a parent holds its children), a keyword through the search index, a search that
 * finds nothing said in the visitor's language, and a video played from the hall.
 */
const WORDS = {
  'zh-CN': {
    parent: '工业装备',
    child: '数控机床',
    keyword: '展位',
    title: /展位直击$/,
    nothing: '没有符合搜索的视频',
  },
  'en-US': {
    parent: 'Industrial Equipment',
    child: 'CNC Machine Tools',
    keyword: 'booth',
    title: /At the booth$/,
    nothing: 'No videos match your search',
  },
} as const;

describe('the video hall', () => {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    const w = WORDS[lang];
    it(`home -> video hall -> category -> keyword -> a video plays (${lang})`, async () => {
      const ctx = await newContext(browser(), { locale: lang });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/m/${lang}`);
      await page.getByTestId('home-nav-videos').click();
      await page.getByTestId('videos-page').waitFor();
      const items = page.getByTestId('video-hall-item');
      await items.first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      // Pages of twelve of the fair's 38 videos, agencies' and exhibitors' together. The sentinel asks for the next
      // page 400 px ahead of the viewport, so a tall phone may already hold the second page.
      expect((await items.count()) % 12).toBe(0);
      await page.waitForFunction(() =>
        Array.from(document.images)
          .filter((i) => i.getBoundingClientRect().top < window.innerHeight)
          .every((i) => i.complete && i.naturalWidth > 0),
      );
      await screenshot(page, `video-hall-${lang}`, { fullPage: false });
      // Scrolling down brings the rest, and the list says where it ends.
      const sentinel = page.getByTestId('load-more-sentinel');
      await expect
        .poll(async () => {
          await sentinel.scrollIntoViewIfNeeded();
          return sentinel.getAttribute('data-state');
        })
        .toBe('end');
      expect(await items.count()).toBe(38);
      await page.evaluate(() => window.scrollTo(0, 0));

      // A parent category holds its children's videos: the two CNC makers' three films each.
      await page.getByTestId('category-item').filter({ hasText: w.parent }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('cate')).not.toBeNull();
      await expect.poll(() => items.count()).toBe(6);
      await page.getByTestId('category-sub-item').filter({ hasText: w.child }).click();
      await expect
        .poll(() => page.getByTestId('category-sub-item').first().getAttribute('aria-pressed'))
        .toBe('true');
      await expect.poll(() => items.count()).toBe(6);
      await screenshot(page, `video-hall-category-${lang}`, { fullPage: false });

      // A keyword within the category: the two makers' booth films.
      await page.getByTestId('video-hall-input').fill(w.keyword);
      await page.getByTestId('video-hall-submit').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(w.keyword);
      await expect.poll(() => items.count()).toBe(2);
      for (const text of await items.allInnerTexts()) expect(text.trim()).toMatch(w.title);
      await screenshot(page, `video-hall-search-${lang}`, { fullPage: false });

      // Nothing found is said in the visitor's language; an empty box shows the category's videos again.
      await page.getByTestId('video-hall-input').fill('zzqqxx');
      await page.getByTestId('video-hall-submit').click();
      await page.getByTestId('video-hall-list-empty').waitFor();
      expect(await page.getByTestId('video-hall-list-empty').innerText()).toBe(w.nothing);
      await screenshot(page, `video-hall-nothing-${lang}`, { fullPage: false });
      await page.getByTestId('video-hall-input').fill('');
      await page.getByTestId('video-hall-submit').click();
      await expect.poll(() => items.count()).toBe(6);

      // A video of the hall plays in the player.
      await items.first().click();
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
      await screenshot(page, `video-hall-playing-${lang}`, { fullPage: false });
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }
});
