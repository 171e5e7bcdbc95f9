import { describe, expect, inject, it } from 'vitest';
import type { TExhibitorDetail, TProductDetail } from '@showfloor/contracts';
import { call } from '../harness/api.ts';
import {
  newContext,
  screenshot,
  takeHydrationProblems,
  useBrowser,
  PHONE_USER_AGENT,
} from '../harness/browser.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_OPEN_ACTIVITY_ID,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
  DEMO_PAVILION_ID,
  DEMO_PRODUCT_ID,
  DEMO_PROJECT_ID,
  DEMO_PUBLIC_LIVE_ID,
  DEMO_VIDEO_ID,
} from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();

/** A document as a crawler or a script-less phone gets it: no browser, no JavaScript. */
async function documentOf(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    headers: { 'user-agent': PHONE_USER_AGENT, ...headers },
    redirect: 'manual',
  });
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script id="boot-data"/.exec(html)?.[1] ?? '';
  return { status: res.status, html, root, headers: res.headers };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LANGUAGES = ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'] as const;

describe('server rendering: the HTML holds the page', () => {
  for (const lang of LANGUAGES) {
    it(`exhibitor, product and list pages in ${lang}`, async () => {
      const exhibitor = await call<TExhibitorDetail>(
        base,
        `/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${DEMO_EXHIBITOR_ID}&lang=${lang}`,
      );
      const doc = await documentOf(`/m/${lang}/exhibitor/${DEMO_EXHIBITOR_ID}`);
      expect(doc.status).toBe(200);
      expect(doc.html).toContain(`<html lang="${lang}"`);
      expect(doc.root).toContain(escapeHtml(exhibitor.name));
      expect(doc.root).toContain('data-testid="exhibitor-name"');
      expect(doc.html).toContain('<script id="ssr-data"');

      const product = await call<TProductDetail>(
        base,
        `/ExpoAggregator/NoToken/ExhibitClient/Detail?id=${DEMO_PRODUCT_ID}&lang=${lang}`,
      );
      const productDoc = await documentOf(`/m/${lang}/exhibit/${DEMO_PRODUCT_ID}`);
      expect(productDoc.status).toBe(200);
      expect(productDoc.root).toContain(escapeHtml(product.name));

      // The exhibitor's products tab lists the exhibitor's products (links a script-less visitor can follow).
      const products = await documentOf(`/m/${lang}/exhibitor/${DEMO_EXHIBITOR_ID}/products`);
      expect(products.status).toBe(200);
      expect(products.root).toMatch(new RegExp(`href="/m/${lang}/exhibit/[0-9a-f-]{36}"`));
    });
  }

  it('writes Hong Kong wording in Traditional characters', async () => {
    const doc = await documentOf('/m/zh-HK/projects');
    expect(doc.status).toBe(200);
    expect(doc.root).toContain('項目列表');
    expect(doc.root).not.toContain('项目列表');
  });

  it('home, lists, pavilion, project, video, activity and search results', async () => {
    const pages: [string, RegExp][] = [
      ['/m/en-US', /data-testid="home-page"[\s\S]*href="\/m\/en-US\/pavilion\/[0-9a-f-]{36}"/],
      ['/m/en-US/exhibitors', /href="\/m\/en-US\/exhibitor\/[0-9a-f-]{36}"/],
      ['/m/en-US/products', /href="\/m\/en-US\/exhibit\/[0-9a-f-]{36}"/],
      ['/m/en-US/projects', /href="\/m\/en-US\/project\/[0-9a-f-]{36}"/],
      ['/m/en-US/pavilions', /href="\/m\/en-US\/pavilion\/[0-9a-f-]{36}"/],
      // The activity hall of one fair day, as its address filters it: the day's activities' detail links.
      [
        '/m/en-US/activities?day=2026-12-09',
        /aria-current="true"[^>]*data-day="2026-12-09"[\s\S]*eventsDetails\?id=[0-9a-f-]{36}/,
      ],
      // The video hall as its address filters it: the keyword in the box, the matching videos' links.
      ['/m/en-US/videos?keyword=booth', /value="booth"[\s\S]*href="\/m\/en-US\/video\/[0-9a-f-]{36}"/],
      // The hall with its search, filter and (on a fresh fair) its empty state, rendered on the server.
      [
        '/m/en-US/supplyDemand',
        /data-testid="demand-search"[\s\S]*data-testid="category-filter"[\s\S]*No demands yet/,
      ],
      [`/m/en-US/pavilion/${DEMO_PAVILION_ID}`, /href="\/m\/en-US\/exhibitor\/[0-9a-f-]{36}"/],
      [`/m/en-US/project/${DEMO_PROJECT_ID}`, /data-testid="project-title"/],
      [`/m/en-US/video/${DEMO_VIDEO_ID}`, /<video[^>]*>/],
      [
        `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/eventsDetails?id=${DEMO_OPEN_ACTIVITY_ID}`,
        /data-testid="activity-detail"/,
      ],
      // Results with the keyword marked, as the visitor sees them.
      [`/m/zh-CN/search?keyword=${encodeURIComponent('科技')}`, /<mark[^>]*>科技<\/mark>/],
    ];
    for (const [path, content] of pages) {
      const doc = await documentOf(path);
      expect(doc.status, path).toBe(200);
      expect(doc.root, path).toMatch(content);
    }
  });

  it('carries the nonce on every inline script, and no query result the server read is asked again', async () => {
    const doc = await documentOf(`/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    const nonce = /'nonce-([^']+)'/.exec(doc.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...doc.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);

    const ctx = await newContext(browser(), { locale: 'zh-CN' });
    const page = await ctx.newPage();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().includes('Track')) apiCalls.push(r.url());
    });
    await page.goto(`${base}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('exhibitor-name').waitFor();
    await page.waitForLoadState('networkidle');
    // The exhibitor's detail and shop decoration came with the document.
    expect(apiCalls.filter((u) => u.includes('/ExhibitorClient/detail'))).toEqual([]);
    expect(apiCalls.filter((u) => u.includes('/ExhibitorClient/shopdecorate'))).toEqual([]);
    await ctx.close();
  });
});

describe('hydration', () => {
  it('takes over the server’s page without a mismatch, and the suite would see one', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    // The server's node, taken before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as { serverNode?: Element | null }).serverNode = document.querySelector(
          '[data-testid="exhibitor-name"]',
        );
      });
    });
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
    );
    await page.waitForLoadState('networkidle');
    // Hydration adopted the server's node instead of drawing the page again.
    const same = await page.evaluate(() => {
      const before = (window as { serverNode?: Element | null }).serverNode;
      return Boolean(before) && before === document.querySelector('[data-testid="exhibitor-name"]');
    });
    expect(same).toBe(true);
    expect(takeHydrationProblems()).toEqual([]);

    // The same page with its markup changed before the script runs: the mismatch is reported.
    const tampered = await ctx.newPage();
    await tampered.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const name = document.querySelector('[data-testid="exhibitor-name"]');
        if (document.readyState === 'interactive' && name) name.textContent = 'changed before hydration';
      });
    });
    await tampered.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await expect.poll(() => takeHydrationProblems().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await ctx.close();
  });
});

describe('server rendering: statuses and bad addresses', () => {
  it('answers 404 with the noContent page for a missing or banned exhibitor, 403 for a restricted one', async () => {
    for (const id of [DEMO_MISSING_EXHIBITOR_ID, DEMO_BANNED_EXHIBITOR_ID]) {
      const doc = await documentOf(`/m/en-US/exhibitor/${id}`);
      expect(doc.status, id).toBe(404);
      expect(doc.root, id).toContain('sf-status');
      expect(doc.html, id).toMatch(/"location":"\/m\/en-US\/noContent\?code=\d+/);
    }
    const restricted = await documentOf(`/m/en-US/exhibitor/${DEMO_OVERSEAS_ONLY_EXHIBITOR_ID}`);
    expect(restricted.status).toBe(403);
    // The restricted exhibitor's content is not in the anonymous HTML.
    const detail = await fetch(
      `${base}/api/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${DEMO_OVERSEAS_ONLY_EXHIBITOR_ID}&lang=en-US`,
    );
    expect(detail.status).toBe(403);
    expect(restricted.root).toContain('sf-status');
    expect(restricted.root).not.toContain('data-testid="exhibitor-name"');
  });

  it('answers 404 for an unknown page, an unknown child and a malformed id; never a 5xx for bad input', async () => {
    for (const path of [
      '/m/en-US/no-such-page',
      `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/no/such/child`,
      '/m/en-US/exhibitor/not-a-guid',
      // The halls and a live or video page have no child pages: an extra segment is not the page itself.
      `/m/en-US/live/${DEMO_PUBLIC_LIVE_ID}/replay`,
      '/m/en-US/lives/today',
      '/m/en-US/activities/mine',
      '/m/en-US/videos/latest',
      `/m/en-US/video/${DEMO_VIDEO_ID}/comments`,
    ]) {
      const doc = await documentOf(path);
      expect(doc.status, path).toBe(404);
      expect(doc.root, path).toContain('404');
    }
    for (const path of [
      '/m/en-US/exhibitor/%E0%A4%A',
      '/m/%ZZ/exhibitors',
      `/m/zh-CN/search?keyword=%E0%A4%A`,
    ]) {
      const doc = await documentOf(path);
      expect(doc.status, path).toBeLessThan(500);
      expect(doc.status, path).toBeGreaterThanOrEqual(200);
    }
  });

  it('replaces an invalid language with the one the request prefers, keeping the path and query', async () => {
    const doc = await documentOf(`/m/xx-YY/exhibitor/${DEMO_EXHIBITOR_ID}/products?x=1`, {
      'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5',
    });
    expect(doc.status).toBe(302);
    expect(doc.headers.get('location')).toBe(`/m/pt-PT/exhibitor/${DEMO_EXHIBITOR_ID}/products?x=1`);
  });

  it('leaves signed-in pages to the browser (the skeleton, no server render)', async () => {
    const doc = await documentOf('/m/zh-CN/meetings');
    expect(doc.status).toBe(200);
    expect(doc.html).not.toContain('<script id="ssr-data"');
    expect(doc.root).toContain('sf-boot');
  });
});

describe('without JavaScript', () => {
  it('shows the public pages and follows their links', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US', javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US`);
    await page.getByTestId('home-page').waitFor();
    const event = await call<{ title: string }>(
      base,
      `/expoAggregator/noToken/getBventById?bventId=${DEMO_EVENT_ID}&lang=en-US`,
    );
    expect(await page.getByText(event.title).first().isVisible()).toBe(true);
    await screenshot(page, 'no-js-home-en-US');

    // A pavilion, then an exhibitor in it, then its products tab, then a product: every step a plain link.
    await page.locator('a[href^="/m/en-US/pavilion/"]').first().click();
    await page.getByTestId('pavilion-page').waitFor();
    await page.locator('a[href^="/m/en-US/exhibitor/"]').first().click();
    await page.getByTestId('exhibitor-name').waitFor();
    await screenshot(page, 'no-js-exhibitor-en-US');
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.locator(`a[href="/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/products"]`).first().click();
    await page.waitForURL(`**/exhibitor/${DEMO_EXHIBITOR_ID}/products`);
    await page.locator('a[href^="/m/en-US/exhibit/"]').first().click();
    await page.waitForURL('**/m/en-US/exhibit/**');
    await page.getByTestId('product-title').waitFor();
    await screenshot(page, 'no-js-product-en-US');

    // The search form is a real form: the server answers it with the results.
    await page.goto(`${base}/m/zh-CN/search`);
    await page.getByTestId('search-input').fill('科技');
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/m\/zh-CN\/search\?keyword=/);
    await page.locator('mark', { hasText: '科技' }).first().waitFor();
    await screenshot(page, 'no-js-search-zh-CN');
    await ctx.close();
  });
});
