import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, settled, useBrowser } from '../harness/browser.ts';
import { loginViaPopup } from '../harness/login.ts';
import { accessibilityViolations } from '../harness/accessibility.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID, DEMO_ORG, demoAccountId, demoEmail } from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const NOT_LOGGED_IN_GO = '[data-testid=access-dialog][data-kind=notLoggedIn] [data-testid=dialog-go-login]';

describe('sign-in, registration, roles, logout', () => {
  it('registers a new visitor at the authority, then logs in through the popup and sees the registration', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    const returnUrl = '/m/en-US/account';
    await page.goto(
      `${base}/sso/register?bventId=${DEMO_EVENT_ID}&lang=en-US&returnUrl=${encodeURIComponent(returnUrl)}`,
    );
    // Registration requires choosing the identity first, exhibitor or visitor.
    await page.locator('a.choice').first().waitFor();
    expect(await page.locator('a.choice').count()).toBe(2);
    await screenshot(page, 'sso-register-identity-en-US');
    await page.locator('a.choice').first().click();

    const email = `new-visitor-${Date.now()}@example.test`;
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('a-long-password-1');
    await page.locator('input[name=fullName]').fill('Ana Visitor');
    await page.locator('input[name=company]').fill('Harbour Trading Lda');
    await page.locator('input[name=jobTitle]').fill('Buyer');
    await page.locator('input[name=phone]').fill('+351 210 000 000');
    await screenshot(page, 'sso-register-form-en-US');
    await page.locator('button[type=submit]').click();

    // The next step is in the mail: the page says so, the same for any address (SECURITY.md).
    await page.getByTestId('check-email').waitFor();
    expect(await page.getByTestId('check-email').innerText()).toContain(email);
    await screenshot(page, 'sso-register-check-email-en-US');
    // It waits without a timed reload (axe: meta-refresh), with a button for a browser without scripts.
    await page.getByTestId('check-email-continue').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The local outbox (no SMTP_URL) shows the mail; its link confirms the address in another tab.
    const mailTab = await ctx.newPage();
    await mailTab.goto(`${base}/dev/outbox?to=${encodeURIComponent(email)}`);
    await mailTab.getByTestId('outbox-message').first().click();
    await mailTab.getByTestId('outbox-text').waitFor();
    await screenshot(mailTab, 'dev-outbox-confirm-mail-en-US');
    await mailTab.locator('[data-testid=outbox-text] a[href*="/sso/verify/"]').click();
    await mailTab.waitForURL(`${base}${returnUrl}`);
    await mailTab.close();

    // The tab that filled the form goes on by itself, back on the page it came from.
    await page.waitForURL(`${base}${returnUrl}`, { timeout: 30_000 });
    // The account page is login-gated: its dialog offers the way to log in, and the authority's session
    // (made by the registration) lets the popup sign-in go straight through.
    const goLogin = page.locator(NOT_LOGGED_IN_GO);
    await goLogin.waitFor();
    await Promise.all([page.waitForEvent('popup'), goLogin.click()]);
    await page.getByTestId('account-page-name').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('account-page-name').innerText()).toBe('Ana Visitor');
    // The demo fair registers visitors at once (open registration): Registered, acting as an Attendee.
    await expect
      .poll(() => page.getByTestId('account-page-attendee').getAttribute('data-status'))
      .toBe('Registered');
    expect(await page.getByTestId('account-page-role').getAttribute('data-role')).toBe('Attendee');
    await screenshot(page, 'account-registered-visitor-en-US');
    await ctx.close();
  });

  it("login opens the event's registration page: the identity to register as, and an account's login on it", async () => {
    const ctx = await newContext(browser(), { locale: 'zh-CN' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('login-button').waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('login-button').click()]);
    await popup.locator('a.choice').first().waitFor();
    expect(await popup.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await popup.locator('h1').innerText()).toBe('注册或登录');
    expect(await popup.locator('a.choice').evaluateAll((as) => as.map((a) => a.dataset.identity))).toEqual([
      'visitor',
      'exhibitor',
    ]);
    expect(await popup.locator('input[name=password]').count()).toBe(1);
    expect(await accessibilityViolations(popup)).toEqual([]);
    await screenshot(popup, 'sso-event-entry-zh-CN');
    // A new exhibitor goes straight to the registration form, inside the same sign-in.
    await popup.locator('a.choice[data-identity=exhibitor]').click();
    await popup.locator('input[name=company]').waitFor();
    expect(await popup.locator('p.sub strong').innerText()).toBe('展商');
    await ctx.close();
  });

  it('logs in through the popup in zh-HK, carries the token on calls, and logs out', async () => {
    const ctx = await newContext(browser(), { locale: 'zh-HK' });
    const page = await ctx.newPage();
    const authorized: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/UserResource/AccountUser/v1/Info') && r.headers()['authorization'])
        authorized.push(r.url());
    });
    await page.goto(`${base}/m/zh-HK/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await loginViaPopup(page, demoEmail('visitor'), {
      shot: async (popup) => {
        // The authority's login page speaks the page's language.
        expect(await popup.locator('html').getAttribute('lang')).toBe('zh-HK');
        await screenshot(popup, 'sso-login-popup-zh-HK', { fullPage: false });
      },
    });
    expect(authorized.length).toBeGreaterThan(0);
    await screenshot(page, 'exhibitor-logged-in-zh-HK', { fullPage: false });

    await page.getByTestId('account-entry').click();
    await settled(page.getByTestId('account-sheet'));
    expect(await page.getByTestId('account-role').getAttribute('data-role')).toBe('Attendee');
    await screenshot(page, 'account-sheet-zh-HK', { fullPage: false });

    // Logout clears the user, removes the stored login marker and reloads.
    await page.getByTestId('logout-button').click();
    await page.getByTestId('login-button').waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`/m/zh-HK/exhibitor/${DEMO_EXHIBITOR_ID}`);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('oidc.user')),
    );
    expect(stored).toEqual([]);
    // The token is dead at the gateway too: the account page asks to log in again.
    await page.goto(`${base}/m/zh-HK/account`);
    await settled(page.locator('[data-testid=access-dialog][data-kind=notLoggedIn]'));
    await screenshot(page, 'account-not-logged-in-zh-HK', { fullPage: false });
    await ctx.close();
  });

  it('lets the user with several organizations choose the role they act in (pt-PT)', async () => {
    const ctx = await newContext(browser(), { locale: 'pt-PT', timezoneId: 'Europe/Lisbon' });
    const page = await ctx.newPage();
    const orgHeaders: string[] = [];
    page.on('request', (r) => {
      const h = r.headers()['current-org'];
      if (r.url().includes('/api/') && h !== undefined) orgHeaders.push(h);
    });
    await page.goto(`${base}/m/pt-PT/account`);
    const goLogin = page.locator(NOT_LOGGED_IN_GO);
    await goLogin.waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), goLogin.click()]);
    await popup.locator('input[name=email]').fill(demoEmail('multi'));
    await popup.locator('input[name=password]').fill('Showfloor-2026');
    await popup.locator('button[type=submit]').click();
    await page.getByTestId('account-page-name').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('account-page-id').innerText()).toBe(demoAccountId('multi'));

    await page.getByTestId('account-switch-role').click();
    const chooser = page.getByTestId('role-chooser');
    await chooser.waitFor();
    // The org with orgAccountStatus 2 is hidden; orgs A and B are listed.
    const orgIds = await chooser
      .getByTestId('role-chooser-org')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-org-id')));
    expect(orgIds).toContain(DEMO_ORG.multiA);
    expect(orgIds).toContain(DEMO_ORG.multiB);
    expect(orgIds).not.toContain(DEMO_ORG.multiHidden);
    await chooser.locator(`[data-testid=role-chooser-org][data-org-id="${DEMO_ORG.multiA}"]`).click();
    await chooser.locator('[data-testid=role-chooser-role][data-role=Exhibition]').click();
    await settled(chooser);
    await screenshot(page, 'role-chooser-pt-PT', { fullPage: false });
    await chooser.getByTestId('role-chooser-ok').click();

    const role = page.getByTestId('account-page-role');
    await expect.poll(() => role.getAttribute('data-role')).toBe('Exhibition');
    expect(await role.getAttribute('data-org-id')).toBe(DEMO_ORG.multiA);
    // Every later call carries the chosen role in the current-org header.
    await page.reload();
    await page.getByTestId('account-page-name').waitFor({ timeout: 30_000 });
    await expect.poll(() => orgHeaders.includes(`${DEMO_ORG.multiA}:Exhibition`)).toBe(true);
    // The registration belongs to the account, whatever role it acts in.
    await expect
      .poll(() => page.getByTestId('account-page-attendee').getAttribute('data-status'))
      .toBe('Registered');
    await screenshot(page, 'account-role-chosen-pt-PT');
    await ctx.close();
  });
});
