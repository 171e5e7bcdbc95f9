import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, settled, useBrowser } from '../harness/browser.ts';
import { loginViaPopup } from '../harness/login.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
  demoEmail,
  type DEMO_ACCOUNTS,
} from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();

async function accountPageAs(
  key: keyof typeof DEMO_ACCOUNTS,
  lang = 'en-US',
): Promise<[BrowserContext, Page]> {
  const ctx = await newContext(browser(), { locale: lang });
  const page = await ctx.newPage();
  await page.goto(`${base}/m/${lang}/exhibitor/${DEMO_EXHIBITOR_ID}`);
  await loginViaPopup(page, demoEmail(key));
  await page.goto(`${base}/m/${lang}/account`);
  await page.getByTestId('account-page-name').waitFor({ timeout: 30_000 });
  return [ctx, page];
}

const dialog = (page: Page, kind: string) => page.locator(`[data-testid=access-dialog][data-kind="${kind}"]`);

/**
 * A gated buyer action goes at once for Registered / WaitedList; otherwise the state's dialog with
 * its one way on: correct, re-register, pay, only confirm, or only a message.
 */
const STATES = [
  { key: 'pending', kind: 'attendee-PendingApproval', button: 'dialog-attendee-confirm' },
  { key: 'unpaid', kind: 'attendee-Unpaid', button: 'dialog-attendee-pay' },
  { key: 'offline', kind: 'attendee-OfflinePayUnpaid', button: 'dialog-ok' },
  { key: 'denied', kind: 'attendee-Denied', button: 'dialog-ok' },
  { key: 'needinfo', kind: 'attendee-NeedComplementInfo', button: 'dialog-attendee-correct' },
  { key: 'neededit', kind: 'attendee-NeedEditInfo', button: 'dialog-attendee-correct' },
  { key: 'cancelled', kind: 'attendee-Cancelled', button: 'dialog-attendee-reRegister' },
] as const;

describe('access gates and registration states on a gated buyer action', () => {
  it('asks a visitor who is not logged in to log in', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/account`);
    const d = dialog(page, 'notLoggedIn');
    await settled(d);
    expect(await d.getByTestId('dialog-go-login').count()).toBe(1);
    await screenshot(page, 'gate-not-logged-in-en-US', { fullPage: false });
    await ctx.close();
  });

  for (const s of STATES) {
    it(`shows the ${s.kind} dialog`, async () => {
      const [ctx, page] = await accountPageAs(s.key);
      await page.getByTestId('check-buyer-access').click();
      const d = dialog(page, s.kind);
      await settled(d);
      expect((await d.getByTestId('access-dialog-message').innerText()).length).toBeGreaterThan(5);
      expect(await d.getByTestId(s.button).count()).toBe(1);
      await screenshot(page, `gate-${s.kind}-en-US`, { fullPage: false });
      if (s.button === 'dialog-attendee-correct') {
        // The correction is a real form at the authority, showing what the organizer asked for.
        await d.getByTestId(s.button).click();
        await page.waitForURL(new RegExp(`/sso/registration/${DEMO_EVENT_ID}/edit`));
        await page.locator('form button[type=submit]').waitFor();
        await screenshot(page, `sso-correct-${s.key}-en-US`);
      }
      await ctx.close();
    });
  }

  it('lets a registered visitor and one on the waiting list act at once', async () => {
    for (const key of ['visitor', 'waitlist'] as const) {
      const [ctx, page] = await accountPageAs(key);
      await page.getByTestId('check-buyer-access').click();
      await page.getByText('You may act as a buyer here').waitFor();
      expect(await page.getByTestId('access-dialog').count()).toBe(0);
      await ctx.close();
    }
  });

  it('tells a user with only a forbidden role that no identity is usable, with a way to register', async () => {
    const [ctx, page] = await accountPageAs('forbidden');
    await page.getByTestId('check-buyer-access').click();
    const d = dialog(page, 'noIdentity');
    await settled(d);
    expect(await d.getByTestId('dialog-register').count()).toBe(1);
    await screenshot(page, 'gate-no-identity-en-US', { fullPage: false });
    await ctx.close();
  });

  it('tells an exhibitor whose identity is not yet audited why the workbench is closed, and where to look', async () => {
    const [ctx, page] = await accountPageAs('unaudited');
    await page.goto(`${base}/m/en-US/workbench/meetings`);
    // The gateway's reason, not the bare 403 words, with the way to the account (identities and their audit).
    await page.waitForURL(/\/m\/en-US\/forbidden/, { timeout: 30_000 });
    await page.getByText('Your exhibitor identity is not yet audited').waitFor();
    expect(await page.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/m/en-US/account',
    );
    await screenshot(page, 'forbidden-not-audited-en-US', { fullPage: false });
    await ctx.close();
  });

  it('takes the unpaid visitor to the cashier, pays in test mode, and then the gate lets them through (zh-CN)', async () => {
    const [ctx, page] = await accountPageAs('unpaid', 'zh-CN');
    await expect
      .poll(() => page.getByTestId('account-page-attendee').getAttribute('data-status'))
      .toBe('Unpaid');
    await page.getByTestId('check-buyer-access').click();
    await dialog(page, 'attendee-Unpaid').getByTestId('dialog-attendee-pay').click();
    await page.waitForURL(/\/cashier\//);
    const pay = page.locator('form[action$="/test"] button[type=submit]');
    await pay.waitFor();
    await screenshot(page, 'cashier-zh-CN');
    await pay.click();

    // Back where payment started; the registration is now Registered and the buyer action goes at once.
    await page.waitForURL(`${base}/m/zh-CN/account`);
    await expect
      .poll(async () => page.getByTestId('account-page-attendee').getAttribute('data-status'), {
        timeout: 20_000,
      })
      .toBe('Registered');
    await page.getByTestId('check-buyer-access').click();
    await page.getByText('您可以采购商身份在此操作').waitFor();
    expect(await page.getByTestId('access-dialog').count()).toBe(0);
    await screenshot(page, 'account-paid-zh-CN', { fullPage: false });
    await ctx.close();
  });

  it('shows content restricted to registered overseas buyers only to them; others get the no-permission page', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_OVERSEAS_ONLY_EXHIBITOR_ID}`);
    await page.waitForURL(/\/m\/en-US\/forbidden/);
    await screenshot(page, 'restricted-exhibitor-anonymous-en-US', { fullPage: false });
    await ctx.close();

    // The registered overseas purchaser sees it (the gateway decides per viewer).
    const ctx2 = await newContext(browser(), { locale: 'en-US' });
    const buyer = await ctx2.newPage();
    await buyer.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await loginViaPopup(buyer, demoEmail('purchaser'));
    await buyer.goto(`${base}/m/en-US/exhibitor/${DEMO_OVERSEAS_ONLY_EXHIBITOR_ID}`);
    await buyer.getByTestId('exhibitor-name').waitFor({ timeout: 30_000 });
    expect(buyer.url()).toContain(DEMO_OVERSEAS_ONLY_EXHIBITOR_ID);
    await ctx2.close();
  });
});
