import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, settled } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID, demoEmail } from '../harness/demo.ts';
import { flowing, KEEP_PEER_CONNECTIONS, launchWithMedia } from '../harness/media.ts';
import { loginViaPopup } from '../harness/login.ts';
import { newDataDir, type RunningServer, startServer } from '../harness/server.ts';

/*
 * Issue 11, instant negotiation: a buyer on an exhibitor's page asks to talk now; the exhibitor's member, on
 * another page of the app, hears it ring, accepts, and both land in the same room and see each other. A second
 * request is declined and the buyer is offered a scheduled meeting instead. The server runs on a fair day.
 */
const CLOCK = '2026-12-08T10:25:00+08:00';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ CLOCK_AT: CLOCK }, newDataDir());
  browser = await launchWithMedia();
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function signedIn(locale: string, timezoneId: string, who: 'visitor' | 'exhibitor'): Promise<Page> {
  const ctx = await newContext(browser, { locale, timezoneId });
  contexts.push(ctx);
  await ctx.addInitScript(KEEP_PEER_CONNECTIONS);
  const page = await ctx.newPage();
  await page.goto(`${server.url}/m/${locale}/exhibitor/${DEMO_EXHIBITOR_ID}`);
  await loginViaPopup(page, demoEmail(who));
  return page;
}

describe('instant negotiation', () => {
  let buyer: Page;
  let member: Page;

  it('the buyer asks to talk now; the member hears it ring on another page and accepts; both meet', async () => {
    member = await signedIn('zh-CN', 'Asia/Shanghai', 'exhibitor');
    await member.goto(`${server.url}/m/zh-CN/workbench/meetings`);
    buyer = await signedIn('en-US', 'Europe/Lisbon', 'visitor');

    await buyer.getByTestId('instant-ask').click();
    await settled(buyer.getByTestId('instant-sheet'));
    await screenshot(buyer, 'instant-ask-en-US', { fullPage: false });
    await buyer.getByTestId('instant-topic').fill('Samples of the DN50 valve this week?');
    await buyer.getByTestId('instant-call').click();
    await buyer.getByTestId('instant-ringing').waitFor();
    expect(await buyer.getByTestId('instant-ringing').textContent()).toMatch(/Waiting for .+ to answer/);
    await screenshot(buyer, 'instant-ringing-en-US', { fullPage: false });

    const card = member.getByTestId('instant-incoming');
    await card.waitFor();
    expect(await card.textContent()).toContain('Samples of the DN50 valve this week?');
    expect(await card.textContent()).toContain('即时洽谈请求');
    await screenshot(member, 'instant-incoming-zh-CN', { fullPage: false });
    await member.getByTestId('instant-accept').click();

    // Both go to the same room's pre-join page, named by the number the acceptance made.
    await member.waitForURL(/\/meetMiddleware\/\d{9}$/);
    await buyer.waitForURL(/\/meetMiddleware\/\d{9}$/);
    const roomOf = (p: Page) => new URL(p.url()).pathname.split('/').pop();
    expect(roomOf(buyer)).toBe(roomOf(member));
    expect(await buyer.getByTestId('room-topic').textContent()).toBe('Samples of the DN50 valve this week?');

    await member.getByTestId('room-join').click();
    await buyer.getByTestId('room-join').click();
    await buyer.locator('[data-testid=room-tile-remote]').waitFor();
    await member.locator('[data-testid=room-tile-remote]').waitFor();
    await flowing(buyer);
    await flowing(member);
    await screenshot(buyer, 'instant-room-en-US', { fullPage: false });

    await buyer.getByTestId('room-leave').click();
    await member.getByTestId('room-leave').click();

    // The instant meeting is in the buyer's meetings, confirmed, with its room, named for what it is.
    await buyer.goto(`${server.url}/m/en-US/meetings`);
    const mine = buyer.getByTestId('my-meeting').filter({ hasText: 'Samples of the DN50 valve this week?' });
    await mine.waitFor();
    expect(await mine.getByTestId('meeting-room-number').textContent()).toBe(roomOf(member));
    expect(await mine.getByTestId('meeting-kind').textContent()).toContain('Instant negotiation');
  });

  it('a second request is declined: the buyer is offered a scheduled meeting instead', async () => {
    await member.goto(`${server.url}/m/zh-CN/workbench/meetings`);
    await buyer.goto(`${server.url}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await buyer.getByTestId('instant-ask').click();
    await buyer.getByTestId('instant-topic').fill('Price for 500 units');
    await buyer.getByTestId('instant-call').click();
    await buyer.getByTestId('instant-ringing').waitFor();
    await member.getByTestId('instant-incoming').filter({ hasText: 'Price for 500 units' }).waitFor();
    await member.getByTestId('instant-decline').click();
    await member.getByTestId('instant-incoming').waitFor({ state: 'detached' });

    await buyer.getByTestId('instant-declined').waitFor();
    expect(await buyer.getByTestId('instant-declined').textContent()).toContain('cannot talk right now');
    await screenshot(buyer, 'instant-declined-en-US', { fullPage: false });
    await buyer.getByTestId('instant-book-instead').click();
    await buyer.getByTestId('booking-dialog').waitFor();
  });

  it("the buyer who cancels stops the ring on the member's page", async () => {
    await buyer.goto(`${server.url}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await buyer.getByTestId('instant-ask').click();
    await buyer.getByTestId('instant-topic').fill('Quick question on MOQ');
    await buyer.getByTestId('instant-call').click();
    const ring = member.getByTestId('instant-incoming').filter({ hasText: 'Quick question on MOQ' });
    await ring.waitFor();
    await buyer.getByTestId('instant-cancel').click();
    await buyer.getByTestId('instant-cancelled').waitFor();
    await ring.waitFor({ state: 'detached' });
  });

  it('a member of the exhibitor is not its buyer: asking their own organization is refused', async () => {
    await member.goto(`${server.url}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await member.getByTestId('instant-ask').click();
    const dialog = member.getByTestId('access-dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-kind')).toBe('booking-exhibitors');
    expect(await member.getByTestId('access-dialog-message').textContent()).toBe('不能与自己的机构预约会议');
    await settled(dialog);
    await screenshot(member, 'instant-own-organization-zh-CN', { fullPage: false });
    await member.getByTestId('dialog-ok').click();
    expect(await member.getByTestId('instant-sheet').count()).toBe(0);
  });
});
