import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  DEMO_LIVE_INVITE_CODE,
  DEMO_PRIVATE_LIVE_ID,
  meetingSlotId,
} from '../../apps/server/src/db/seed/demo-ids.ts';
import { newContext, screenshot, settled, useBrowser } from '../harness/browser.ts';
import { type DEMO_ACCOUNTS, demoEmail } from '../harness/demo.ts';
import { loginViaPopup } from '../harness/login.ts';

/*
 * Issue 15, the visitor's side of lives: from the live list a visitor opens the demo exhibitor's private upcoming
 * live, reserves with a wrong invitation code (refused, in the visitor's language) and then the right one, and sees
 * it reserved; booking a meeting at the same time then asks the spec's livestream question. The server is the real
 * gateway on its own fresh data at the journeys' clock (harness/global-setup.ts); nothing is timed.
 */

const base = inject('baseUrl');
const browser = useBrowser();

type Lang = 'zh-CN' | 'en-US';

/** Exhibitor 5 of the seed, with meeting slots at the private live's time (its third day, 10:00). */
const EXHIBITOR_5_ID = 'e1000000-2026-4000-8000-000000000005';
const SAME_TIME_SLOT_ID = meetingSlotId(5, 2, 2);
const SAME_DAY = '2026-12-10';

const CASES: Record<
  Lang,
  {
    who: keyof typeof DEMO_ACCOUNTS;
    title: string;
    wrong: string;
    toast: string;
    reserved: string;
    question: string;
    topic: string;
    missing: string;
    /** The countdown to an upcoming live, or its words once the start is due. */
    countdown: RegExp;
    qrAlt: string;
  }
> = {
  'zh-CN': {
    who: 'purchaser',
    title: '经销商专场（凭邀请码）',
    wrong: '直播邀请码不正确',
    toast: '预约成功',
    reserved: '已预约',
    topic: '直播结束后洽谈',
    missing: '直播不存在',
    question: '您已预约了同一时间的直播，是否继续预约会议？',
    countdown: /^(距开播 \d+ 天 \d\d:\d\d:\d\d|直播即将开始)$/,
    qrAlt: '直播页面二维码',
  },
  'en-US': {
    who: 'visitor',
    title: 'Distributor briefing (invitation only)',
    wrong: 'The invitation code is not correct',
    toast: 'Reserved',
    reserved: 'Reserved',
    topic: 'Right after the briefing',
    missing: 'The live does not exist',
    question: 'You have booked a Livestream at the same. Do you want to continue to make the appointment',
    countdown: /^(Starts in \d+ d \d\d:\d\d:\d\d|Starting soon)$/,
    qrAlt: 'QR code of this live',
  },
};

async function signedIn(lang: Lang): Promise<[BrowserContext, Page]> {
  const ctx = await newContext(browser(), { locale: lang, timezoneId: 'Asia/Shanghai' });
  const page = await ctx.newPage();
  await page.goto(`${base}/m/${lang}`);
  await loginViaPopup(page, demoEmail(CASES[lang].who));
  return [ctx, page];
}

/**
 * Waits until the reserve button offers `action` and can be tapped: the visitor's own reservation has arrived and
 * no change is on its way (a change shows at once, then the server's answer settles it).
 */
async function offers(page: Page, action: string): Promise<void> {
  await page
    .locator(`[data-testid=live-reserve-button][data-action="${action}"]:not([disabled])`)
    .waitFor({ timeout: 30_000 });
}

/** Waits for a toast and then for it to go, so the next screenshot shows the page alone. */
async function toastCame(page: Page, text: string): Promise<void> {
  const toast = page.locator('.adm-toast-main').filter({ hasText: text }).first();
  await toast.waitFor({ timeout: 10_000 });
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
}

describe('reserving a private live, and the booking question it raises', () => {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    it(`${lang}: list, wrong code, right code, reserved; a meeting at the same time asks first`, async () => {
      const c = CASES[lang];
      const [ctx, page] = await signedIn(lang);

      // The home page links the live list; the upcoming tab is the first one shown.
      await page.getByTestId('home-nav-lives').click();
      const card = page.getByTestId('live-card').filter({ hasText: c.title });
      await settled(card);
      expect(await page.locator('[data-testid=live-tab-upcoming][aria-current=page]').count()).toBe(1);
      await screenshot(page, `live-list-${lang}`);

      await card.click();
      await page.waitForURL(`**/m/${lang}/live/${DEMO_PRIVATE_LIVE_ID}`);
      await settled(page.getByTestId('live-page'));
      expect(await page.getByTestId('live-title').textContent()).toBe(c.title);
      await offers(page, 'reserve');
      // Upcoming: the countdown in the visitor's language, and the share card with the page's QR code drawn.
      expect((await page.getByTestId('live-countdown').textContent())?.trim()).toMatch(c.countdown);
      const qr = page.getByTestId('live-share').getByRole('img', { name: c.qrAlt });
      await qr.waitFor();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await screenshot(page, `live-private-${lang}`);

      await page.getByTestId('live-invite-code').fill('NOT-THE-CODE');
      await page.getByTestId('live-reserve-button').click();
      await toastCame(page, c.wrong);
      // Refused and rolled back: still to reserve, nothing reserved.
      await offers(page, 'reserve');
      expect(await page.getByTestId('live-reserved').count()).toBe(0);

      await page.getByTestId('live-invite-code').fill(DEMO_LIVE_INVITE_CODE);
      await page.getByTestId('live-reserve-button').click();
      await toastCame(page, c.toast);
      await offers(page, 'cancel');
      await settled(page.getByTestId('live-reserved'));
      expect(await page.getByTestId('live-reserved').textContent()).toBe(c.reserved);
      expect(await page.getByTestId('live-ics').count()).toBe(1);
      await screenshot(page, `live-reserved-${lang}`);

      // A meeting at the live's time: the booking dialog asks the spec's question first; declining books nothing.
      await page.goto(`${base}/m/${lang}/exhibitor/${EXHIBITOR_5_ID}/reserveChat`);
      await settled(page.getByTestId('booking-dialog'));
      await page.getByTestId('booking-days').waitFor({ timeout: 30_000 });
      await page.getByTestId('booking-dialog').locator('textarea').fill(c.topic);
      await page.locator(`[data-testid=booking-days] [data-day="${SAME_DAY}"]`).click();
      const slot = page.locator(`[data-testid=booking-slots] [data-slot-id="${SAME_TIME_SLOT_ID}"]`);
      await slot.click();
      expect(await slot.getAttribute('aria-checked')).toBe('true');
      await page.getByTestId('booking-dialog').locator('button[type=submit]').click();
      const confirm = page.locator('[data-testid=access-dialog][data-kind=booking-live]');
      const question = confirm.getByTestId('access-dialog-message');
      await settled(question);
      expect(await question.textContent()).toBe(c.question);
      await screenshot(page, `live-booking-question-${lang}`, { fullPage: false });
      await confirm.getByTestId('booking-live-no').click();
      await confirm.waitFor({ state: 'detached' });
      expect(await page.getByTestId('booking-result').count()).toBe(0);

      // A live that is not there: the spec's "live not exist", in the visitor's language.
      await page.goto(`${base}/m/${lang}/live/00000000-0000-4000-8000-00000000dead`);
      await page.getByText(c.missing).first().waitFor({ timeout: 30_000 });
      await screenshot(page, `live-not-exist-${lang}`, { fullPage: false });
      await ctx.close();
    });
  }
});
