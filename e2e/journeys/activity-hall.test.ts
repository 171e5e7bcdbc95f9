import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TActivityDetail } from '@showfloor/contracts';
import { DEMO_LAST_SEAT_ACTIVITY_ID } from '../../apps/server/src/db/seed/demo-ids.ts';
import { call } from '../harness/api.ts';
import { newContext, screenshot, settled, useBrowser } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID, DEMO_OPEN_ACTIVITY_ID, type DEMO_ACCOUNTS, demoEmail } from '../harness/demo.ts';
import { loginViaPopup } from '../harness/login.ts';

/*
 * Issue 15, the activity hall: a visitor opens the hall from home, filters a day, registers for an activity, finds
 * it under "my activities" and cancels; two visitors after an activity's last seat at once: exactly one gets it.
 * The server is the real gateway on its own fresh data at the journeys' clock (harness/global-setup.ts).
 */

const base = inject('baseUrl');
const browser = useBrowser();

type Account = keyof typeof DEMO_ACCOUNTS;
type Lang = 'zh-CN' | 'en-US';

const WORDS: Record<Lang, { full: string; registered: string; cancelled: string; empty: string }> = {
  'zh-CN': {
    full: '抱歉，该活动名额已满',
    registered: '报名成功',
    cancelled: '已取消报名',
    empty: '您还没有报名任何活动',
  },
  'en-US': {
    full: 'Sorry, every seat of this activity is taken',
    registered: 'You are registered',
    cancelled: 'Registration cancelled',
    empty: 'You have not registered for any activity yet',
  },
};

async function signedIn(key: Account, lang: Lang, path: string): Promise<[BrowserContext, Page]> {
  const ctx = await newContext(browser(), { locale: lang, timezoneId: 'Asia/Shanghai' });
  const page = await ctx.newPage();
  await page.goto(`${base}/m/${lang}${path}`);
  await loginViaPopup(page, demoEmail(key));
  return [ctx, page];
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.adm-toast-main').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** The register bar of one activity (under its card in a list, or on its page). */
const bar = (page: Page, activityId?: string) =>
  activityId
    ? page.locator(`[data-activity-id="${activityId}"] [data-testid=activity-register]`)
    : page.getByTestId('activity-register');

/** Waits until the bar offers `action` (its state known: the visitor's seat has arrived). */
async function offers(page: Page, action: string, activityId?: string): Promise<void> {
  await page
    .locator(
      activityId
        ? `[data-activity-id="${activityId}"] [data-testid=activity-register][data-action="${action}"]`
        : `[data-testid=activity-register][data-action="${action}"]`,
    )
    .waitFor({ timeout: 15_000 });
}

describe('the activity hall', () => {
  it.each([
    ['en-US', 'visitor'],
    ['zh-CN', 'purchaser'],
  ] as const)('%s: home -> hall -> a day -> register -> my activities -> cancel', async (lang, who) => {
    const words = WORDS[lang];
    const meetup = await call<TActivityDetail>(
      base,
      `/ExpoAggregator/NoToken/ExhibitorActivity/Detail?id=${DEMO_OPEN_ACTIVITY_ID}&lang=${lang}`,
    );
    const [ctx, page] = await signedIn(who, lang, '');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.getByTestId('home-nav-activities').click();
    await page.waitForURL(/\/activities$/);
    await page.getByTestId('activity-hall-list').waitFor();
    expect(await page.getByTestId('activity-card').count()).toBeGreaterThan(3);
    // Every card says whether it is upcoming, live or ended, and its register bar is known once signed in.
    const states = await page
      .getByTestId('activity-state')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
    expect(states.every((s) => s === 'upcoming' || s === 'live' || s === 'ended')).toBe(true);
    await page
      .locator('[data-testid=activity-register]:not([data-action="unknown"])')
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(page, `activity-hall-${lang}`);

    // The meetup's day: only that day's activities, the meetup among them.
    const day = meetup.startTime.slice(0, 10);
    await page.locator(`[data-testid=activity-days] [data-day="${day}"]`).click();
    await page.waitForURL((u) => u.searchParams.get('day') === day);
    const card = page.locator(`[data-activity-id="${DEMO_OPEN_ACTIVITY_ID}"]`);
    await card.waitFor();
    expect(
      await page.locator(`[data-testid=activity-days] [data-day="${day}"]`).getAttribute('aria-current'),
    ).toBe('true');

    await offers(page, 'register', DEMO_OPEN_ACTIVITY_ID);
    const seatsBefore = await bar(page, DEMO_OPEN_ACTIVITY_ID).getByTestId('activity-seats-left').innerText();
    await bar(page, DEMO_OPEN_ACTIVITY_ID).getByTestId('activity-register-button').click();
    await offers(page, 'cancel', DEMO_OPEN_ACTIVITY_ID);
    await expectToast(page, words.registered);
    await bar(page, DEMO_OPEN_ACTIVITY_ID).getByTestId('activity-registered').waitFor();
    expect(await bar(page, DEMO_OPEN_ACTIVITY_ID).getByTestId('activity-seats-left').innerText()).not.toBe(
      seatsBefore,
    );
    await screenshot(page, `activity-hall-registered-${lang}`, { fullPage: false });

    // My activities: the meetup, which the visitor cancels there; the list is empty afterwards.
    await page.getByTestId('activity-view-mine').click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'mine');
    const mine = page.locator(`[data-testid=my-activity-list] [data-activity-id="${DEMO_OPEN_ACTIVITY_ID}"]`);
    await mine.waitFor();
    expect(await page.locator('[data-testid=my-activity-list] [data-activity-id]').count()).toBe(1);
    expect(await mine.getByTestId('activity-card').innerText()).toContain(meetup.title);
    await offers(page, 'cancel', DEMO_OPEN_ACTIVITY_ID);
    await screenshot(page, `activity-hall-mine-${lang}`);
    await mine.getByTestId('activity-register-button').click();
    await expectToast(page, words.cancelled);
    await page.getByTestId('my-activity-list-empty').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('my-activity-list-empty').innerText()).toContain(words.empty);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('signed out: the activity shows register, a tap asks to log in; "my activities" asks to log in', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US', timezoneId: 'Asia/Shanghai' });
    const page = await ctx.newPage();
    await page.goto(
      `${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/eventsDetails?id=${DEMO_OPEN_ACTIVITY_ID}`,
    );
    await offers(page, 'register');
    await page.getByTestId('activity-register-button').click();
    const dialog = page.locator('[data-testid=access-dialog][data-kind="notLoggedIn"]');
    await settled(dialog);
    await screenshot(page, 'activity-login-gate-en-US', { fullPage: false });
    await page.goto(`${base}/m/en-US/activities?view=mine`);
    await page.getByTestId('my-activities-login').waitFor();
    await screenshot(page, 'activity-hall-mine-signed-out-en-US', { fullPage: false });
    await ctx.close();
  });

  it('the last seat: two visitors tap at once in two browsers, exactly one gets it, the other hears "sold out"', async () => {
    const path = `/exhibitor/e1000000-2026-4000-8000-000000000006/eventsDetails?id=${DEMO_LAST_SEAT_ACTIVITY_ID}`;
    const before = await call<TActivityDetail>(
      base,
      `/ExpoAggregator/NoToken/ExhibitorActivity/Detail?id=${DEMO_LAST_SEAT_ACTIVITY_ID}&lang=en-US`,
    );
    expect(before.capacity! - before.registeredCount).toBe(1);
    const [aCtx, a] = await signedIn('needinfo', 'en-US', path);
    const [bCtx, b] = await signedIn('neededit', 'zh-CN', path);
    await offers(a, 'register');
    await offers(b, 'register');
    await Promise.all([
      a.getByTestId('activity-register-button').click(),
      b.getByTestId('activity-register-button').click(),
    ]);
    // Each settles on the server's answer (the optimistic "cancel" is busy until then): the winner may cancel,
    // the loser's tap is rolled back and its seat read again: sold out.
    const settle = async (page: Page) => {
      await page
        .locator(
          ['cancel', 'soldOut']
            .map((s) => `[data-testid=activity-register][data-action="${s}"] button[aria-busy="false"]`)
            .join(', '),
        )
        .waitFor({ timeout: 15_000 });
      return page.getByTestId('activity-register').getAttribute('data-action');
    };
    const outcomes = [await settle(a), await settle(b)];
    expect([...outcomes].sort()).toEqual(['cancel', 'soldOut']);
    const [loser, lang]: [Page, Lang] = outcomes[0] === 'soldOut' ? [a, 'en-US'] : [b, 'zh-CN'];
    await expectToast(loser, WORDS[lang].full);
    expect(await loser.getByTestId('activity-register-button').isDisabled()).toBe(true);
    await screenshot(loser, `activity-last-seat-lost-${lang}`, { fullPage: false });
    const winner = loser === a ? b : a;
    await screenshot(winner, `activity-last-seat-won-${lang === 'en-US' ? 'zh-CN' : 'en-US'}`, {
      fullPage: false,
    });

    const after = await call<TActivityDetail>(
      base,
      `/ExpoAggregator/NoToken/ExhibitorActivity/Detail?id=${DEMO_LAST_SEAT_ACTIVITY_ID}&lang=en-US`,
    );
    expect(after).toMatchObject({ registeredCount: before.capacity, registration: 'soldOut' });
    await aCtx.close();
    await bCtx.close();
  });
});
