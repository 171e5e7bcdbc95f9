import { describe, expect, inject, it } from 'vitest';
import { devices } from 'playwright-core';
import type { TExhibitorDetail } from '@showfloor/contracts';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { call } from '../harness/api.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const phoneUa = devices['Pixel 7'].userAgent;

// A different header inside a mini-program host or the zsapp app; the corporate website is a
// link only outside mini-programs; requests name the host.
describe('host apps', () => {
  it('inside a mini-program: inline header, website as plain text, Client-Host sent', async () => {
    const detail = await call<TExhibitorDetail>(
      base,
      `/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${DEMO_EXHIBITOR_ID}&lang=en-US`,
    );
    const website = detail.fields.find((f) => f.fieldName === 'CorporateWebsite')?.fieldValue;
    expect(website).toBeTruthy();
    const ctx = await newContext(browser(), { locale: 'en-US', userAgent: `${phoneUa} miniProgram` });
    const page = await ctx.newPage();
    // The page comes rendered for the host (the server read the user agent); the browser's own calls name it.
    const apiRequest = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/'));
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    expect((await apiRequest).headers()['client-host']).toBe('miniProgram');
    await page.getByTestId('exhibitor-name').waitFor();
    expect(await page.locator('header[data-host="miniProgram"]').count()).toBe(1);
    await page.getByTestId('profile-expand').click();
    const popup = page.getByTestId('profile-popup');
    await popup.getByText(website!, { exact: true }).waitFor();
    expect(await popup.locator('a.sf-field__link', { hasText: /example/ }).count()).toBe(0);
    await screenshot(page, 'host-mini-program-popup', { fullPage: false });
    await ctx.close();
  });

  it('in a normal browser the website is a link that opens outside', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('profile-expand').click();
    const link = page.getByTestId('profile-popup').locator('a.sf-field__link', { hasText: /example/ });
    await link.first().waitFor();
    expect(await link.first().getAttribute('href')).toMatch(/^https:\/\//);
    expect(await link.first().getAttribute('rel')).toContain('noopener');
    await ctx.close();
  });

  it('inside the zsapp app: an app bar with a back button, Client-Host sent', async () => {
    const ctx = await newContext(browser(), { locale: 'zh-CN', userAgent: `${phoneUa} zsapp/3.2` });
    const page = await ctx.newPage();
    const apiRequest = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/'));
    await page.goto(`${base}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    expect((await apiRequest).headers()['client-host']).toBe('zsapp');
    await page.locator('header[data-host="zsapp"]').waitFor();
    await page.getByTestId('exhibitor-name').waitFor();
    await screenshot(page, 'host-zsapp-zh-CN', { fullPage: false });
    await ctx.close();
  });
});
