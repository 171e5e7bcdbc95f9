import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { meetingSlotId } from '../../apps/server/src/db/seed/demo-ids.ts';
import { newContext, screenshot, settled, useBrowser } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID, demoEmail } from '../harness/demo.ts';
import { loginViaPopup } from '../harness/login.ts';
import { startServer, type RunningServer } from '../harness/server.ts';

/*
 * The product works on any date: a newcomer who starts it long after the fair this repository was written for
 * (the gateway's clock at 1 March 2030, 10:00 Beijing, on a fresh data directory) finds a demo fair opening the
 * next day and books a meeting in it. The page follows the gateway's clock, not the browser's (set to 2031 here).
 */

const browser = useBrowser();
let server: RunningServer | undefined;
let ctx: BrowserContext | undefined;
afterAll(async () => {
  await ctx?.close();
  await server?.stop();
});

async function banner(s: RunningServer): Promise<string> {
  for (let i = 0; i < 100 && !s.output().includes('demo accounts'); i++)
    await new Promise((r) => setTimeout(r, 100));
  return s.output();
}

describe('a fresh start in 2030', () => {
  it('opens the demo fair the next day, says its dates, and a visitor books a meeting in it', async () => {
    server = await startServer({ CLOCK_AT: '2030-03-01T10:00:00+08:00' });
    expect(await banner(server)).toMatch(
      /demo fair [0-9a-f-]{36}: 2030-03-02 to 2030-03-05 \(Beijing time\)/,
    );

    ctx = await newContext(browser(), { locale: 'en-US', timezoneId: 'Pacific/Auckland' });
    // The phone's own clock is a year past this fair: were the page to read it, every slot would look over and
    // none would show. The page follows the gateway's clock (boot data), which stands before the fair.
    await ctx.clock.setSystemTime(new Date('2031-06-01T02:00:00Z'));
    const page = await ctx.newPage();
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2031);
    await page.goto(`${server.url}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await loginViaPopup(page, demoEmail('visitor'));
    await page.goto(`${server.url}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/reserveChat`);
    await settled(page.getByTestId('booking-dialog'));
    const days = page.locator('[data-testid=booking-days] [data-day]');
    await days.first().waitFor({ timeout: 30_000 });
    expect(await days.evaluateAll((els) => els.map((e) => e.getAttribute('data-day')))).toEqual([
      '2030-03-02',
      '2030-03-03',
      '2030-03-04',
      '2030-03-05',
    ]);

    await page.locator('[data-testid=booking-days] [data-day="2030-03-02"]').click();
    const first = page.locator(`[data-testid=booking-slots] [data-slot-id="${meetingSlotId(1, 0, 0)}"]`);
    await first.click();
    expect(await first.getAttribute('aria-checked')).toBe('true');
    // Auckland is GMT+13 in March: Beijing 09:00 is 14:00 there, the same day.
    expect(await first.getAttribute('aria-label')).toMatch(/March 2, 2030.*14:00.*Pacific\/Auckland/);
    await page.getByTestId('booking-dialog').locator('textarea').fill('Spring order of valves');
    await screenshot(page, 'booking-2030-filled-en-US', { fullPage: false });
    const reserved = page.waitForResponse((r) => r.url().includes('/AttendeeChats/Reserve'));
    await page.getByTestId('booking-dialog').locator('button[type=submit]').click();
    const reserve = await reserved;
    expect(reserve.status()).toBe(200);
    expect(reserve.request().postDataJSON()).toMatchObject({
      chatId: meetingSlotId(1, 0, 0),
      startTime: '2030-03-02 09:00:00',
      endTime: '2030-03-02 09:30:00',
    });
    const result = page.getByTestId('booking-result');
    await settled(result);
    expect(await result.getAttribute('data-result')).toBe('success');
    await screenshot(page, 'booking-2030-success-en-US', { fullPage: false });
  });
});
