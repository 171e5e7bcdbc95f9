import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from '../harness/accessibility.ts';
import { newContext, useBrowser } from '../harness/browser.ts';
import { loginViaPopup } from '../harness/login.ts';
import {
  DEMO_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_OPEN_ACTIVITY_ID,
  DEMO_PAVILION_ID,
  DEMO_PRODUCT_ID,
  DEMO_PROJECT_ID,
  DEMO_VIDEO_ID,
  demoEmail,
} from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();

/** Every public page, as a visitor opens it from a shared link; each in one of the languages in turn. */
const pages = [
  { name: 'home', path: '', ready: 'home-hero' },
  { name: 'exhibitor', path: `exhibitor/${DEMO_EXHIBITOR_ID}`, ready: 'exhibitor-name' },
  { name: 'exhibitor products', path: `exhibitor/${DEMO_EXHIBITOR_ID}/products`, ready: 'product-card' },
  { name: 'exhibitor projects', path: `exhibitor/${DEMO_EXHIBITOR_ID}/project`, ready: 'project-card' },
  { name: 'exhibitor videos', path: `exhibitor/${DEMO_EXHIBITOR_ID}/exhibitorVideo`, ready: 'video-card' },
  { name: 'product', path: `exhibit/${DEMO_PRODUCT_ID}`, ready: 'product-title' },
  { name: 'project', path: `project/${DEMO_PROJECT_ID}`, ready: null },
  { name: 'video', path: `video/${DEMO_VIDEO_ID}`, ready: null },
  { name: 'pavilion', path: `pavilion/${DEMO_PAVILION_ID}`, ready: 'pavilion-header' },
  { name: 'exhibitor list', path: 'exhibitors', ready: 'exhibitor-list-item' },
  { name: 'product list', path: 'products', ready: 'product-list-item' },
  { name: 'project list', path: 'projects', ready: 'project-list-item' },
  { name: 'pavilion list', path: 'pavilions', ready: 'pavilion-list-item' },
  { name: 'video hall', path: 'videos', ready: 'video-hall-item' },
  { name: 'activity hall', path: 'activities', ready: 'activity-card' },
  { name: 'supply-and-demand hall', path: 'supplyDemand', ready: 'demand-search' },
  { name: 'search', path: `search?keyword=${encodeURIComponent('科技')}`, ready: 'search-result-company' },
  { name: 'activity', path: `activity/${DEMO_OPEN_ACTIVITY_ID}`, ready: null },
  { name: 'missing exhibitor', path: `exhibitor/${DEMO_MISSING_EXHIBITOR_ID}`, ready: null },
] as const;
const LANGUAGES = ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'] as const;

describe('every public page meets WCAG 2.1 AA (axe)', () => {
  pages.forEach((p, i) => {
    const lang = LANGUAGES[i % LANGUAGES.length] ?? 'zh-CN';
    it(`${p.name} (${lang})`, async () => {
      const ctx = await newContext(browser(), { locale: lang });
      const page = await ctx.newPage();
      await page.goto(`${base}/m/${lang}/${p.path}`);
      if (p.ready) await page.getByTestId(p.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
      await ctx.close();
    });
  });
});

describe('a signed-in page meets WCAG 2.1 AA (axe)', () => {
  // The registered visitor: no journey changes that account's registration (the unpaid one is paid by another).
  it('the account page of a signed-in visitor, with its danger button (en-US)', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await loginViaPopup(page, demoEmail('visitor'));
    await page.goto(`${base}/m/en-US/account`);
    await page.getByTestId('account-page-name').waitFor();
    await page.getByTestId('check-buyer-access').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await ctx.close();
  });
});
