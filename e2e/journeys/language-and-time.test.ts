import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TBvent } from '@showfloor/contracts';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { call } from '../harness/api.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();
let event: TBvent;
beforeAll(async () => {
  event = await call<TBvent>(
    base,
    `/ExpoAggregator/NoToken/ExhibitorClient/GetBventByExhibitorIdOrExhibitId?exhibitorId=${DEMO_EXHIBITOR_ID}`,
  );
});

/** HH:mm of a Beijing wall time shifted by whole hours, computed here without the app's own helpers. */
function shiftedClock(beijingWall: string, hours: number): string {
  const [, h = '0', m = '0'] = /(\d{2}):(\d{2})/.exec(beijingWall.slice(11)) ?? [];
  const shifted = (((Number(h) + hours) % 24) + 24) % 24;
  return `${String(shifted).padStart(2, '0')}:${m}`;
}

describe('language and time zone', () => {
  it('switches the language from the exhibitor page', async () => {
    const ctx = await newContext(browser(), { locale: 'zh-CN' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('exhibitor-name').waitFor();
    const zhName = await page.getByTestId('exhibitor-name').innerText();
    await page.getByTestId('switch-language').click();
    await page.waitForURL(`**/m/zh-CN/switchLanguage/${DEMO_EXHIBITOR_ID}`);
    await screenshot(page, 'switch-language-zh-CN');
    await page.locator('[data-lang="en-US"]').click();
    await page.waitForURL(`**/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('exhibitor-name').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.getByTestId('exhibitor-name').innerText()).not.toBe(zhName);
    // The choice is remembered: an invalid language now resolves to it even with a Chinese browser.
    await page.goto(`${base}/m/xx/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.waitForURL(`**/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await ctx.close();
  });

  it('shows the event times in Asia/Shanghai as Beijing time', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US', timezoneId: 'Asia/Shanghai' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    const dates = page.getByTestId('event-dates');
    await dates.waitFor();
    const text = await dates.innerText();
    expect(text).toContain(shiftedClock(event.startTime, 0));
    expect(text).toContain('GMT+8');
    await screenshot(page, 'time-asia-shanghai');
    await ctx.close();
  });

  it('shows the event times in America/New_York 13 hours earlier (EST in December)', async () => {
    expect(event.startTime.slice(5, 7)).toBe('12'); // the demo fair runs in December: New York is GMT-5
    const ctx = await newContext(browser(), { locale: 'en-US', timezoneId: 'America/New_York' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    const dates = page.getByTestId('event-dates');
    // A first visit is drawn by the server in the fair's zone; the page then shows the visitor's own.
    await expect.poll(() => dates.innerText()).toContain('GMT-5');
    const text = await dates.innerText();
    expect(text).toContain(shiftedClock(event.startTime, -13));
    expect(text).toContain('GMT-5');
    expect(text).not.toContain(shiftedClock(event.startTime, 0));
    await screenshot(page, 'time-america-new-york');
    await ctx.close();
  });
});
