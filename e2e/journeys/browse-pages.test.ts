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
