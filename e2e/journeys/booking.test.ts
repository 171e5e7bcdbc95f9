import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  DEMO_LAST_SEAT_SLOT_ID,
  DEMO_LIVE_CONFLICT_SLOT_ID,
  meetingSlotId,
} from '../../apps/server/src/db/seed/demo-ids.ts';
import { newContext, screenshot, settled, useBrowser } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID, type DEMO_ACCOUNTS, demoEmail } from '../harness/demo.ts';
import { loginViaPopup } from '../harness/login.ts';

/*
 * Issue 5: a visitor books a meeting in a time slot, the exhibitor answers, the visitor sees the answer and takes
 * the meeting into a calendar. Every journey uses its own slot, so the journeys do not depend on one another's
 * seats; the server is the real gateway on its own fresh data (harness/global-setup.ts).
 */

const base = inject('baseUrl');
const browser = useBrowser();

type Account = keyof typeof DEMO_ACCOUNTS;
/** Exhibitor 5 of the seed: a second exhibitor with slots at the same times as the demo exhibitor's. */
const EXHIBITOR_5_ID = 'e1000000-2026-4000-8000-000000000005';

async function loggedIn(
  key: Account,
  lang: string,
  timezoneId = 'Asia/Shanghai',
  exhibitorId = DEMO_EXHIBITOR_ID,
): Promise<[BrowserContext, Page]> {
  const ctx = await newContext(browser(), { locale: lang, timezoneId });
  const page = await ctx.newPage();
  await page.goto(`${base}/m/${lang}/exhibitor/${exhibitorId}`);
  await loginViaPopup(page, demoEmail(key));
  return [ctx, page];
}

/** Opens the dialog the way a shared link does: the exhibitor's reserveChat tab. */
async function openDialog(page: Page, lang: string, exhibitorId = DEMO_EXHIBITOR_ID): Promise<void> {
  await page.goto(`${base}/m/${lang}/exhibitor/${exhibitorId}/reserveChat`);
  await settled(page.getByTestId('booking-dialog'));
  await page.getByTestId('booking-days').waitFor({ timeout: 30_000 });
}

const slot = (page: Page, id: string) => page.locator(`[data-testid=booking-slots] [data-slot-id="${id}"]`);

async function pick(page: Page, day: string, slotId: string): Promise<void> {
  await page.locator(`[data-testid=booking-days] [data-day="${day}"]`).click();
  await slot(page, slotId).click();
  expect(await slot(page, slotId).getAttribute('aria-checked')).toBe('true');
}

const topic = (page: Page) => page.getByTestId('booking-dialog').locator('textarea');
const submit = (page: Page) => page.getByTestId('booking-dialog').locator('button[type=submit]');

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.adm-toast-main').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

async function result(page: Page): Promise<{ kind: string | null; message: string }> {
  const r = page.getByTestId('booking-result');
  await settled(r);
  return {
    kind: await r.getAttribute('data-result'),
    message: (await page.getByTestId('booking-result-message').textContent()) ?? '',
  };
}

/** Saves the .ics of one meeting card through the browser's download and reads it back. */
async function downloadIcs(page: Page, meetingTopic: string): Promise<string> {
  const card = page.getByTestId('my-meeting').filter({ hasText: meetingTopic });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByTestId('meeting-ics').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

describe('booking a meeting: choose day and slot, topic, submit, result', () => {
  const zhTopic = '洽谈2027年度采购计划';

  it('a visitor books in zh-CN after the checks in the spec’s order; the exhibitor confirms; the visitor downloads the .ics', async () => {
    const [ctx, page] = await loggedIn('visitor', 'zh-CN');
    await openDialog(page, 'zh-CN');
    await screenshot(page, 'booking-dialog-zh-CN', { fullPage: false });

    // Validation order: topic first, then its length, then the time.
    await submit(page).click();
    await expectToast(page, '请输入会议主题');
    await screenshot(page, 'booking-toast-topic-zh-CN', { fullPage: false });
    await topic(page).fill('   ');
    await submit(page).click();
    await expectToast(page, '请输入会议主题');
    await topic(page).fill('洽'.repeat(101));
    expect(await page.getByTestId('booking-topic-count').textContent()).toBe('101/100');
    await submit(page).click();
    await expectToast(page, '最多输入100个字符');
    await topic(page).fill(zhTopic);
    await page.locator('[data-testid=booking-days] [data-day="2026-12-10"]').click();
    await submit(page).click();
    await expectToast(page, '请选择会议时间');
    await screenshot(page, 'booking-toast-time-zh-CN', { fullPage: false });

    // A chosen slot can be changed: 09:30 first, then 09:00; the Reserve below carries the second pick.
    await pick(page, '2026-12-10', meetingSlotId(1, 2, 1));
    await slot(page, meetingSlotId(1, 2, 0)).click();
    expect(await slot(page, meetingSlotId(1, 2, 0)).getAttribute('aria-checked')).toBe('true');
    expect(await slot(page, meetingSlotId(1, 2, 1)).getAttribute('aria-checked')).toBe('false');
    // Offline at the exhibitor's booth, with the visitor's card.
    await page.getByTestId('booking-dialog').getByText('线下', { exact: false }).first().click();
    await page.getByTestId('booking-dialog').getByRole('switch').click();
    await screenshot(page, 'booking-filled-zh-CN', { fullPage: false });
    const reserved = page.waitForResponse((r) => r.url().includes('/AttendeeChats/Reserve'));
    await submit(page).click();
    const reserve = await reserved;
    expect(reserve.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const payload = reserve.request().postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({
      chatId: meetingSlotId(1, 2, 0),
      startTime: '2026-12-10 09:00:00',
      endTime: '2026-12-10 09:30:00',
      topic: zhTopic,
      chatType: 'OffLine',
      SendBusinessCard: 1,
      srcBizType: 'Shop',
      attendeeOrganizationRole: 'Attendee',
    });
    expect((await result(page)).kind).toBe('success');
    await screenshot(page, 'booking-success-zh-CN', { fullPage: false });
    const cookies = await ctx.cookies();
    const first = cookies.find((c) => c.name === 'send_negotiation_first');
    expect(first).toBeDefined();
    // 60 days, give or take the seconds the journey took.
    expect(Math.abs((first?.expires ?? 0) - (Date.now() / 1000 + 60 * 86_400))).toBeLessThan(600);

    // The exhibitor sees the request with the visitor's card and confirms it.
    const [exCtx, ex] = await loggedIn('exhibitor', 'zh-CN');
    await ex.goto(`${base}/m/zh-CN/workbench/meetings`);
    const request = ex.getByTestId('meeting-request').filter({ hasText: zhTopic });
    await request.waitFor({ timeout: 30_000 });
    expect(await request.getByTestId('meeting-business-card').count()).toBe(1);
    await screenshot(ex, 'booking-exhibitor-request-zh-CN');
    await request.getByTestId('meeting-confirm').click();
    await request.locator('[data-testid=meeting-status][data-status=Confirmed]').waitFor({ timeout: 15_000 });
    await screenshot(ex, 'booking-exhibitor-confirmed-zh-CN');
    await exCtx.close();

    // The visitor sees it confirmed with its room number, and takes it into a calendar.
    await page.goto(`${base}/m/zh-CN/meetings`);
    const mine = page.getByTestId('my-meeting').filter({ hasText: zhTopic });
    await mine.locator('[data-testid=meeting-status][data-status=Confirmed]').waitFor({ timeout: 30_000 });
    expect(await mine.getByTestId('meeting-room-number').textContent()).toMatch(/^\d{9}$/);
    expect(await mine.getByTestId('meeting-time').textContent()).toContain('2026-12-10 09:00');
    await screenshot(page, 'booking-my-meetings-confirmed-zh-CN');
    const ics = await downloadIcs(page, zhTopic);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('STATUS:CONFIRMED');
    // 09:00 in Beijing is 01:00 UTC.
    expect(ics).toMatch(/DTSTART:20261210T010000Z/);
    const uid = /UID:(.+)/.exec(ics)?.[1]?.trim();
    const sequence = Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
    expect(uid).toBeTruthy();

    // Cancelling frees the seat; the calendar file then marks the same entry cancelled with a higher SEQUENCE.
    await mine.getByTestId('meeting-cancel').click();
    await page.getByTestId('meeting-confirm-yes').click();
    await mine.locator('[data-testid=meeting-status][data-status=Cancelled]').waitFor({ timeout: 15_000 });
    const cancelled = await downloadIcs(page, zhTopic);
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(/UID:(.+)/.exec(cancelled)?.[1]?.trim()).toBe(uid);
    expect(Number(/SEQUENCE:(\d+)/.exec(cancelled)?.[1])).toBeGreaterThan(sequence);
    await screenshot(page, 'booking-my-meetings-cancelled-zh-CN');

    // Re-reserve opens the dialog again; the freed seat can be booked once more.
    await mine.getByTestId('meeting-re-reserve').click();
    await page.getByTestId('booking-days').waitFor({ timeout: 30_000 });
    await topic(page).fill(zhTopic);
    await pick(page, '2026-12-10', meetingSlotId(1, 2, 0));
    await submit(page).click();
    expect((await result(page)).kind).toBe('success');
    await ctx.close();
  });

  it('en-US: a booking, then the same time with another exhibitor is a schedule conflict', async () => {
    const [ctx, page] = await loggedIn('visitor', 'en-US');
    // This time through the exhibitor page's own reserveChat tab.
    await page.getByTestId('exhibitor-tab-reserveChat').click();
    await settled(page.getByTestId('booking-dialog'));
    await page.getByTestId('booking-days').waitFor({ timeout: 30_000 });
    expect(page.url()).toContain('/reserveChat');
    await topic(page).fill('Distribution in Portugal');
    // No day is chosen for the visitor (the date is checked after the topic, before the time).
    expect(await page.getByTestId('booking-choose-day-first').textContent()).toBe(
      'Please select meeting date',
    );
    expect(await page.locator('[data-testid=booking-days] [aria-checked=true]').count()).toBe(0);
    await submit(page).click();
    await expectToast(page, 'Please select meeting date');
    await screenshot(page, 'booking-date-required-en-US', { fullPage: false });
    await pick(page, '2026-12-11', meetingSlotId(1, 3, 6));
    await submit(page).click();
    expect((await result(page)).kind).toBe('success');
    await screenshot(page, 'booking-success-en-US', { fullPage: false });

    await openDialog(page, 'en-US', EXHIBITOR_5_ID);
    await topic(page).fill('Same time, another exhibitor');
    await pick(page, '2026-12-11', meetingSlotId(5, 3, 6));
    await submit(page).click();
    await expectToast(page, 'Meeting schedule conflict');
    await screenshot(page, 'booking-conflict-meeting-en-US', { fullPage: false });
    // Nothing was booked: the dialog is still the form.
    expect(await page.getByTestId('booking-result').count()).toBe(0);
    await ctx.close();
  });

  it('en-US: a livestream at the same time asks first; declining books nothing, continuing books', async () => {
    const [ctx, page] = await loggedIn('visitor', 'en-US');
    await openDialog(page, 'en-US');
    await topic(page).fill('After the launch livestream');
    await pick(page, '2026-12-09', DEMO_LIVE_CONFLICT_SLOT_ID);
    await submit(page).click();
    // The question is the spec's wording, in the access dialog (data-kind booking-live) with yes/no buttons.
    const confirm = page.locator('[data-testid=access-dialog][data-kind=booking-live]');
    const question = confirm.getByTestId('access-dialog-message');
    await settled(question);
    expect(await question.textContent()).toBe(
      'You have booked a Livestream at the same. Do you want to continue to make the appointment',
    );
    await screenshot(page, 'booking-conflict-live-en-US', { fullPage: false });
    expect(await confirm.getByTestId('booking-live-yes').textContent()).toBe('Continue');
    await confirm.getByTestId('booking-live-no').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('booking-result').count()).toBe(0);

    await submit(page).click();
    await settled(question);
    await confirm.getByTestId('booking-live-yes').click();
    expect((await result(page)).kind).toBe('success');
    await ctx.close();
  });

  it('two visitors want the last seat: the second gets the spec’s message; after retry the full slot is gone', async () => {
    const [aCtx, a] = await loggedIn('waitlist', 'en-US');
    const [bCtx, b] = await loggedIn('purchaser', 'en-US');
    for (const [page, who] of [
      [a, 'A'],
      [b, 'B'],
    ] as const) {
      await openDialog(page, 'en-US');
      await topic(page).fill(`Last seat, visitor ${who}`);
      await pick(page, '2026-12-09', DEMO_LAST_SEAT_SLOT_ID);
    }
    await submit(a).click();
    expect((await result(a)).kind).toBe('success');
    await submit(b).click();
    const lost = await result(b);
    expect(lost.kind).toBe('fail');
    expect(lost.message).toBe(
      'Sorry, the selected time slot has been engaged, please select another time slot.',
    );
    await screenshot(b, 'booking-fail-engaged-en-US', { fullPage: false });
    await b.getByTestId('booking-result').getByRole('button', { name: 'Try again' }).click();
    // A day other than today shows only slots with a free seat, so the taken slot leaves the list,
    // and the choice that pointed at it is gone with it (no other slot silently takes its place).
    await b.getByTestId('booking-slots').waitFor();
    await expect.poll(() => slot(b, DEMO_LAST_SEAT_SLOT_ID).count(), { timeout: 15_000 }).toBe(0);
    expect(await b.locator('[data-testid=booking-slots] [aria-checked=true]').count()).toBe(0);
    await screenshot(b, 'booking-retry-slot-full-en-US', { fullPage: false });
    await aCtx.close();
    await bCtx.close();
  });

  it('shows slots in the viewer’s zone: Lisbon sees Beijing 09:00 as 01:00, New York as 20:00 the day before', async () => {
    const [ctx, page] = await loggedIn('visitor', 'en-US', 'Europe/Lisbon');
    await openDialog(page, 'en-US');
    await page.locator('[data-testid=booking-days] [data-day="2026-12-08"]').click();
    const nine = slot(page, meetingSlotId(1, 0, 0));
    expect((await nine.textContent()) ?? '').toContain('01:00');
    expect(await nine.getAttribute('aria-label')).toMatch(/December.*2026.*01:00.*Europe\/Lisbon \(GMT\+0\)/);
    expect(await page.getByTestId('booking-zone').textContent()).toContain('Europe/Lisbon');
    await screenshot(page, 'booking-zone-lisbon-en-US', { fullPage: false });
    await ctx.close();

    const [nyCtx, ny] = await loggedIn('visitor', 'en-US', 'America/New_York');
    await openDialog(ny, 'en-US');
    await ny.locator('[data-testid=booking-days] [data-day="2026-12-08"]').click();
    const nyNine = slot(ny, meetingSlotId(1, 0, 0));
    const text = (await nyNine.textContent()) ?? '';
    expect(text).toContain('20:00');
    // The local date differs from the Beijing day's chip, so the slot says which day it is.
    expect(text).toMatch(/7/);
    expect(await nyNine.getAttribute('aria-label')).toMatch(/7.*December.*2026|December 7.*2026/);
    await screenshot(ny, 'booking-zone-new-york-en-US', { fullPage: false });
    await nyCtx.close();
  });

  it('a Lisbon visitor’s meetings page shows the booked time in Lisbon time with the zone', async () => {
    const [ctx, page] = await loggedIn('visitor', 'en-US', 'Europe/Lisbon');
    await page.goto(`${base}/m/en-US/meetings`);
    const mine = page.getByTestId('my-meeting').filter({ hasText: 'Distribution in Portugal' });
    await mine.waitFor({ timeout: 30_000 });
    // Beijing 2026-12-11 13:30 is 05:30 in Lisbon (GMT+0 in December).
    const time = (await mine.getByTestId('meeting-time').textContent()) ?? '';
    expect(time).toContain('2026-12-11 05:30');
    expect(time).toContain('Europe/Lisbon');
    await screenshot(page, 'booking-my-meetings-lisbon-en-US');
    await ctx.close();
  });

  it('an exhibitor without slots: the dialog says the exhibitor has not set meeting slots', async () => {
    const [ctx, page] = await loggedIn('visitor', 'en-US');
    // Exhibitor 10 is normal and has no meeting slots (the seed gives slots to 1 and 5-9).
    const noSlots = 'e1000000-2026-4000-8000-000000000010';
    await page.goto(`${base}/m/en-US/exhibitor/${noSlots}/reserveChat`);
    await page.getByTestId('booking-no-slots-at-all').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('booking-no-slots-at-all').textContent()).toBe(
      'The exhibitor has not set meeting slots',
    );
    await screenshot(page, 'booking-no-slots-en-US', { fullPage: false });
    await ctx.close();
  });

  it('an exhibitor books another exhibitor (the event allows it), checked as ExhibitorSend; never its own organization', async () => {
    const [ctx, page] = await loggedIn('exhibitor', 'en-US');
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/reserveChat`);
    const own = page.locator('[data-testid=access-dialog][data-kind="booking-exhibitors"]');
    await settled(own);
    expect(await own.textContent()).toContain('You cannot book a meeting with your own organization');
    expect(await page.getByTestId('booking-dialog').count()).toBe(0);
    await screenshot(page, 'booking-own-organization-en-US', { fullPage: false });
    await own.getByTestId('dialog-ok').click();

    await openDialog(page, 'en-US', EXHIBITOR_5_ID);
    await topic(page).fill('Joint booth for 2027');
    await pick(page, '2026-12-10', meetingSlotId(5, 2, 3));
    const checked = page.waitForRequest((r) => r.url().includes('/CheckChatStatus'));
    await submit(page).click();
    expect((await checked).postDataJSON()).toMatchObject({ checkChatBusinessType: 'ExhibitorSend' });
    expect((await result(page)).kind).toBe('success');
    await ctx.close();
  });

  it('not logged in: the reserveChat tab asks to log in first', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/reserveChat`);
    const d = page.locator('[data-testid=access-dialog][data-kind="notLoggedIn"]');
    await settled(d);
    expect(await page.getByTestId('booking-dialog').count()).toBe(0);
    await screenshot(page, 'booking-login-required-en-US', { fullPage: false });
    await ctx.close();
  });

  it('the exhibitor sets a day’s slots in the workbench, booked ones kept; a visitor then sees them', async () => {
    const [ctx, ex] = await loggedIn('exhibitor', 'en-US');
    await ex.goto(`${base}/m/en-US/workbench/meetings?tab=slots`);
    await ex.getByTestId('meeting-slots').waitFor({ timeout: 30_000 });
    await ex.locator('[data-testid=slot-day-chip][data-day="2026-12-11"]').click();
    const form = ex.getByTestId('slot-form');
    await form.getByTestId('slot-from').fill('18:00');
    await form.getByTestId('slot-to').fill('19:00');
    await form.getByTestId('slot-save').click();
    await expect
      .poll(() => ex.getByTestId('slot').filter({ hasText: '18:30' }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // 13:30 holds the en-US journey's booking: it stays; the unbooked morning slots are gone.
    expect(await ex.locator(`[data-testid=slot][data-slot-id="${meetingSlotId(1, 3, 6)}"]`).count()).toBe(1);
    expect(await ex.locator(`[data-testid=slot][data-slot-id="${meetingSlotId(1, 3, 0)}"]`).count()).toBe(0);
    await screenshot(ex, 'booking-workbench-slots-en-US');
    await ctx.close();

    const [vCtx, v] = await loggedIn('visitor', 'en-US');
    await openDialog(v, 'en-US');
    await v.locator('[data-testid=booking-days] [data-day="2026-12-11"]').click();
    await v.getByTestId('booking-slots').getByText('18:30', { exact: false }).first().waitFor();
    await vCtx.close();
  });
});
