import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, settled } from '../harness/browser.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_2_ID, DEMO_PRODUCT_ID } from '../harness/demo.ts';
import { ownServerJourney } from '../harness/own-server.ts';

/*
 * Issue 14, the organizer's review console: the Planner of the demo fair finds it from the account page, sees
 * what waits in each queue, sends a visitor's registration back with a note (the note is asked for first, the
 * visitor's registration changes, the log says who did it), settles an offline payment while a second tab of the
 * same console tries to refuse it (the gateway's 409 said and the queue read again), and bans an exhibitor, which
 * leaves the public exhibitor list at once. On a 375 px phone, in zh-CN and en-US.
 */
const journey = ownServerJourney();
const PHONE = { width: 375, height: 812 };

const planner = async (locale: string): Promise<Page> => {
  const [page] = await journey.signedIn(locale, 'planner');
  await page.setViewportSize(PHONE);
  return page;
};
const toast = (page: Page) => page.locator('.adm-toast-main');
const dialog = (page: Page) => page.getByTestId('review-dialog');

describe('the review console', () => {
  it('is on the Planner’s account page, and its front page says what waits in each queue (zh-CN)', async () => {
    const page = await planner('zh-CN');
    await page.goto(`${journey.url()}/m/zh-CN/account`);
    await page.getByTestId('account-review-console').click();
    await page.waitForURL(/\/m\/zh-CN\/organizer$/);
    const home = page.getByTestId('review-home');
    await expect.poll(() => home.getAttribute('aria-busy')).toBe('false');
    // The demo fair: Paul Pending waits for approval, Oscar Offline's bank transfer for its confirmation.
    expect(
      Number(await page.getByTestId('review-home-attendees').getAttribute('data-count')),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('review-home-payments').getAttribute('data-count')).toBe('1');
    expect(await page.getByTestId('review-home-payments').textContent()).toContain('1 项待处理');
    expect(await page.getByTestId('review-home-log').textContent()).toContain('审核记录');
    expect(await page.title()).toContain('审核中心');
    await screenshot(page, 'review-console-zh-CN');
  });

  it('sends a visitor’s registration back with a note: the note first, then the log says who (en-US)', async () => {
    const page = await planner('en-US');
    await page.goto(`${journey.url()}/m/en-US/organizer`);
    await expect.poll(() => page.getByTestId('review-home').getAttribute('aria-busy')).toBe('false');
    expect(await page.getByTestId('review-home-demands').textContent()).toContain('Nothing waiting');
    await screenshot(page, 'review-console-en-US');
    await page.getByTestId('review-home-attendees').click();
    const card = page.getByTestId('review-attendee').filter({ hasText: 'Paul Pending' });
    await card.waitFor();
    expect(await page.getByTestId('review-chip-PendingApproval').getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByTestId('review-answers').textContent()).toContain('Pending');
    expect(await card.textContent()).toContain('pending@demo.showfloor.test');
    await screenshot(page, 'review-attendees-en-US');

    // A refusal without a note is not sent: the dialog asks for one.
    await card.getByTestId('review-decide-Denied').click();
    await settled(dialog(page));
    await dialog(page).getByTestId('review-dialog-send').click();
    expect(await dialog(page).getByTestId('review-note-required').textContent()).toBe(
      'Please write a note: this decision needs one',
    );
    await screenshot(page, 'review-note-required-en-US', { fullPage: false });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    await card.getByTestId('review-decide-NeedEditInfo').click();
    await settled(dialog(page));
    await dialog(page).getByTestId('review-note').fill('Please give the full name of your company.');
    await dialog(page).getByTestId('review-dialog-send').click();
    await toast(page).filter({ hasText: 'Sent back with your note' }).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('review-chip-NeedEditInfo').click();
    await page.getByTestId('review-attendee').filter({ hasText: 'Paul Pending' }).waitFor();

    await page.goto(`${journey.url()}/m/en-US/organizer/log`);
    const entry = page.getByTestId('review-log-entry').filter({ hasText: 'Paul Pending' }).first();
    await entry.waitFor();
    expect(await entry.getByTestId('review-log-decision').textContent()).toBe('Changes asked for');
    expect(await entry.getByTestId('review-log-note').textContent()).toBe(
      'Please give the full name of your company.',
    );
    expect(await entry.getByTestId('review-log-by').textContent()).toMatch(
      /^Pat Planner · \d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+8$/,
    );
    await screenshot(page, 'review-log-en-US');

    // The visitor's own registration says so.
    const [visitor] = await journey.signedIn('en-US', 'pending');
    await visitor.goto(`${journey.url()}/m/en-US/account`);
    await expect
      .poll(() => visitor.getByTestId('account-page-attendee').getAttribute('data-status'))
      .toBe('NeedEditInfo');
  });

  it('settles an offline payment; another tab that refuses it meanwhile hears the gateway’s 409 (en-US)', async () => {
    const page = await planner('en-US');
    const other = await page.context().newPage();
    await other.setViewportSize(PHONE);
    for (const p of [page, other]) {
      await p.goto(`${journey.url()}/m/en-US/organizer/payments`);
      await p.getByTestId('review-payment').filter({ hasText: 'Oscar Offline' }).waitFor();
    }
    const card = page.getByTestId('review-payment').filter({ hasText: 'Oscar Offline' });
    expect(await card.getByTestId('review-amount').textContent()).toBe('CN¥199.00');
    await screenshot(page, 'review-payments-en-US');
    await card.getByTestId('review-decide-markPaid').click();
    await settled(dialog(page));
    expect(await dialog(page).textContent()).toContain('Has the transfer arrived?');
    await dialog(page).getByTestId('review-dialog-send').click();
    await toast(page).filter({ hasText: 'Marked paid' }).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('review-payments-empty').waitFor();
    await screenshot(page, 'review-payments-empty-en-US', { fullPage: false });
    expect(await page.getByTestId('review-chip-Paid').textContent()).toContain('1');

    const stale = other.getByTestId('review-payment').filter({ hasText: 'Oscar Offline' });
    await stale.getByTestId('review-decide-refuse').click();
    await settled(dialog(other));
    await dialog(other).getByTestId('review-note').fill('No transfer has arrived.');
    await dialog(other).getByTestId('review-dialog-send').click();
    await toast(other).filter({ hasText: 'already been decided' }).waitFor();
    await stale.waitFor({ state: 'detached' });
    await screenshot(other, 'review-payment-decided-elsewhere-en-US', { fullPage: false });
  });

  it('bans an exhibitor with a note: it leaves the public list at once (zh-CN)', async () => {
    const page = await planner('zh-CN');
    const listed = `a[href="/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_2_ID}"]`;
    await page.goto(`${journey.url()}/m/zh-CN/exhibitors`);
    await page.locator(listed).first().waitFor();

    await page.goto(`${journey.url()}/m/zh-CN/organizer/exhibitors?state=approved`);
    await page.getByTestId('review-keyword').fill('瑞丰');
    await page.getByTestId('review-keyword-send').click();
    const card = page.getByTestId('review-exhibitor').filter({ hasText: '瑞丰' });
    await card.waitFor();
    expect(await card.textContent()).toContain('contact5@exhibitors.showfloor.test');
    await screenshot(page, 'review-exhibitors-zh-CN');
    await card.getByTestId('review-decide-ban').click();
    await settled(dialog(page));
    await dialog(page).getByTestId('review-note').fill('展位资料与实际经营范围不符，暂停展示。');
    await screenshot(page, 'review-ban-dialog-zh-CN', { fullPage: false });
    await dialog(page).getByTestId('review-dialog-send').click();
    await card.getByTestId('review-banned').waitFor();
    expect(await card.getByTestId('review-decide-unban').textContent()).toBe('解除禁用');
    await page.getByTestId('review-chip-banned').click();
    await page.getByTestId('review-exhibitor').filter({ hasText: '瑞丰' }).waitFor();
    await screenshot(page, 'review-exhibitors-banned-zh-CN');

    await page.goto(`${journey.url()}/m/zh-CN/exhibitors`);
    await page.getByTestId('exhibitor-list-item').first().waitFor();
    expect(await page.locator(listed).count()).toBe(0);

    await page.goto(`${journey.url()}/m/zh-CN/organizer/log?state=exhibitor`);
    const entry = page.getByTestId('review-log-entry').filter({ hasText: '瑞丰' }).first();
    await entry.waitFor();
    expect(await entry.getByTestId('review-log-decision').textContent()).toBe('禁用');
    expect(await entry.getByTestId('review-log-note').textContent()).toBe(
      '展位资料与实际经营范围不符，暂停展示。',
    );
    await screenshot(page, 'review-log-zh-CN');
  });

  it('puts an edit of a listed product beside what visitors see; approved, it leaves the queue (en-US)', async () => {
    // The exhibitor edits its listed product through the gateway (the workbench's own journey drives its form).
    const [exhibitor] = await journey.signedIn('en-US', 'exhibitor');
    const saved = await exhibitor.evaluate(
      async ({ bventId, id }) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user'))!;
        const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
        const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
        const api = '/api/ExpoAggregator/Workbench/Exhibit';
        const detail = (await (
          await fetch(`${api}/Detail?bventId=${bventId}&id=${id}`, { headers })
        ).json()) as {
          returnObj: { draft: Record<string, unknown> & { name: Record<string, string>; price: number } };
        };
        const d = detail.returnObj.draft;
        const body = {
          bventId,
          id,
          name: { ...d.name, 'en-US': `${d.name['en-US']} (2027 model)` },
          description: d.description,
          categoryId: d.categoryId,
          model: d.model,
          price: d.price + 100,
          currency: d.currency,
          image: d.image,
          images: d.images,
        };
        const r = await fetch(`${api}/Save`, { method: 'POST', headers, body: JSON.stringify(body) });
        return { status: r.status, name: body.name['en-US'] };
      },
      { bventId: DEMO_EVENT_ID, id: DEMO_PRODUCT_ID },
    );
    expect(saved.status).toBe(200);

    const page = await planner('en-US');
    await page.goto(`${journey.url()}/m/en-US/organizer/products`);
    expect(await page.getByTestId('review-chip-pendingReview').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('review-product').first().waitFor();
    await screenshot(page, 'review-products-en-US', { fullPage: false });
    await page.getByTestId('review-keyword').fill('2027 model');
    await page.getByTestId('review-keyword-send').click();
    const card = page.locator(`[data-testid=review-product][data-id="${DEMO_PRODUCT_ID}"]`);
    await card.waitFor();
    expect(await card.getByTestId('review-kind').textContent()).toBe('Edit of an approved product');
    const compare = card.getByTestId('review-compare');
    expect(await compare.locator('[data-field=name]').getAttribute('data-changed')).toBe('true');
    expect(await compare.locator('[data-field=name]').textContent()).toContain(saved.name);
    expect(await compare.locator('[data-field=price]').getAttribute('data-changed')).toBe('true');
    expect(await compare.locator('[data-field=images]').getAttribute('data-changed')).toBe('false');
    await screenshot(page, 'review-product-revision-en-US');
    await card.getByTestId('review-decide-approve').click();
    await toast(page).filter({ hasText: 'Approved' }).waitFor();
    await card.waitFor({ state: 'detached' });

    await page.getByTestId('review-chip-listed').click();
    const listed = page.locator(`[data-testid=review-product][data-id="${DEMO_PRODUCT_ID}"]`);
    await listed.waitFor();
    expect(await listed.getByTestId('review-state').textContent()).toBe('Listed');
    expect(await listed.textContent()).toContain(saved.name);
    expect(await listed.getByTestId('review-kind').count()).toBe(0);
  });
});
