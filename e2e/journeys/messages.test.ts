import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot, settled } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_2_ID, DEMO_EXHIBITOR_ID } from '../harness/demo.ts';
import { ownServerJourney } from '../harness/own-server.ts';
import { startTranslationService } from '../harness/translation-service.ts';

/*
 * Issue 12, instant messages: a visitor writes to an exhibitor in zh-CN; a member of the exhibitor's team (another
 * browser) sees it arrive live, answers in English; the visitor reads the answer live and translates it; the
 * receipts say read; offline and back, the messages sent meanwhile arrive in order, each once; a card, a product
 * and a photo go into the conversation, a text renamed .png does not; and the gates' dialogs.
 */
const QUESTION = '你们的阀门可以发货到澳门吗？';
const ANSWER = 'Yes, we ship to Macau every Tuesday.';
const ANSWER_ZH = '是的，我们每周二发货到澳门。';

let translation: { url: string; stop(): Promise<void> } | null = null;
const journey = ownServerJourney(async () => {
  translation = await startTranslationService({ zh: { [ANSWER]: ANSWER_ZH } });
  return { TRANSLATE_URL: translation.url };
});
afterAll(async () => translation?.stop());
const signedIn = (locale: string, who: 'visitor' | 'exhibitor' | 'pending') => journey.signedIn(locale, who);
/** A real png of one colour (what a phone's photo picker hands over, in small): signature, IHDR, IDAT, IEND. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const seqsOf = (page: Page) =>
  page.getByTestId('im-message').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seq'))));

describe('instant messages', () => {
  let visitor: Page;
  let visitorCtx: BrowserContext;
  let member: Page;
  let conversationUrl: string;

  it('the visitor leaves a message from the exhibitor page (zh-CN)', async () => {
    [visitor, visitorCtx] = await signedIn('zh-CN', 'visitor');
    await visitor.getByTestId('send-message').click();
    await visitor.getByTestId('im-leave').waitFor();
    await visitor.getByTestId('im-leave-input').fill(QUESTION);
    await screenshot(visitor, 'im-leave-zh-CN');
    await visitor.getByTestId('im-leave-send').click();
    await visitor.getByTestId('im-thread').waitFor();
    await visitor.getByTestId('im-message').filter({ hasText: QUESTION }).waitFor();
    expect(visitor.url()).toMatch(/\/mim\/[0-9a-f-]{36}$/);
    conversationUrl = new URL(visitor.url()).pathname;
    expect(await visitor.getByTestId('im-receipt').textContent()).toBe('已送达');
  });

  it('the member sees it in the header badge and the inbox, and answers in English', async () => {
    [member] = await signedIn('en-US', 'exhibitor');
    const badge = member.getByTestId('messages-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');
    await member.getByTestId('messages-link').click();
    const row = member.getByTestId('im-conversation').first();
    await row.waitFor();
    expect(await row.textContent()).toContain(QUESTION);
    expect(await row.getByTestId('im-unread').textContent()).toBe('1');
    await screenshot(member, 'im-inbox-en-US');
    await row.click();
    await member.getByTestId('im-message').filter({ hasText: QUESTION }).waitFor();
    await member.getByTestId('im-input').fill(ANSWER);
    await member.getByTestId('im-send').click();
    await member
      .locator('[data-testid=im-message][data-side=exhibitor]')
      .filter({ hasText: ANSWER })
      .waitFor();
    await member.getByTestId('messages-badge').waitFor({ state: 'detached' });
  });

  it('the visitor reads the answer live, sees who answered, and translates it', async () => {
    const answer = visitor
      .locator('[data-testid=im-message][data-side=exhibitor]')
      .filter({ hasText: ANSWER });
    await answer.waitFor();
    expect(await answer.locator('.sf-im-msg__label').textContent()).toContain('苏州众诚数控科技有限公司');
    // The member read the question: its receipt turned to read.
    await visitor.getByTestId('im-receipt').filter({ hasText: '已读' }).waitFor();
    await answer.getByTestId('im-translate').click();
    await answer.getByTestId('im-translation').filter({ hasText: ANSWER_ZH }).waitFor();
    await screenshot(visitor, 'im-translated-zh-CN');
  });

  it('offline and back: what the member sent meanwhile arrives in order, each once', async () => {
    // The network goes: Chromium's emulation refuses new connections, and the page hears 'offline' as a phone's
    // browser says it (the test's network namespace has no interface for Chromium to watch).
    await visitorCtx.setOffline(true);
    await visitor.evaluate(() => window.dispatchEvent(new Event('offline')));
    await visitor.getByTestId('im-connection').waitFor();
    await screenshot(visitor, 'im-offline-zh-CN', { fullPage: false });
    for (const text of ['First while you were away', 'Second', 'Third']) {
      await member.getByTestId('im-input').fill(text);
      await member.getByTestId('im-send').click();
      await member.locator('[data-testid=im-message]').filter({ hasText: text }).waitFor();
    }
    // Nothing reached the visitor meanwhile: what arrives next comes from the catch-up by seq.
    expect(await visitor.getByTestId('im-message').filter({ hasText: 'Third' }).count()).toBe(0);
    expect(await visitor.getByTestId('im-connection').isVisible()).toBe(true);
    await visitorCtx.setOffline(false);
    await visitor.evaluate(() => window.dispatchEvent(new Event('online')));
    await visitor.getByTestId('im-message').filter({ hasText: 'Third' }).waitFor({ timeout: 20_000 });
    await visitor.getByTestId('im-connection').waitFor({ state: 'detached' });
    const seqs = await seqsOf(visitor);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual([1, 2, 3, 4, 5]);
  });

  it('a card, a product and a photo go into the conversation; a text renamed .png does not', async () => {
    await visitor.getByTestId('im-share').click();
    await visitor.getByTestId('im-share-card').click();
    await visitor.getByTestId('im-card').waitFor();
    await member.getByTestId('im-card').waitFor();

    await member.getByTestId('im-share').click();
    await member.getByTestId('im-share-product').click();
    const picker = member.getByTestId('im-product-picker');
    await settled(picker);
    await member.getByTestId('im-pick').first().click();
    await visitor.getByTestId('im-product').waitFor();

    const png = join(tmpdir(), `im-photo-${Date.now()}.png`);
    writeFileSync(png, solidPng(240, 160, [40, 110, 220]));
    await visitor.getByTestId('im-share').click();
    await visitor.getByTestId('im-photo-input').setInputFiles(png);
    await visitor.locator('[data-testid=im-message] .sf-im-photo img').waitFor();
    await member.locator('[data-testid=im-message] .sf-im-photo img').waitFor();

    const fake = join(tmpdir(), `not-a-photo-${Date.now()}.png`);
    writeFileSync(fake, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const before = (await seqsOf(visitor)).length;
    await visitor.getByTestId('im-share').click();
    await visitor.getByTestId('im-photo-input').setInputFiles(fake);
    await visitor
      .locator('.adm-toast-main')
      .filter({ hasText: '图片仅支持jpg/png格式，且不超过1M' })
      .waitFor();
    expect((await seqsOf(visitor)).length).toBe(before);
    await screenshot(visitor, 'im-thread-zh-CN');
    await screenshot(member, 'im-thread-en-US');
  });

  it('the conversation is the visitor’s and the team’s only: another visitor is told it is not there', async () => {
    const [other] = await signedIn('en-US', 'pending');
    await other.goto(`${journey.url()}${conversationUrl.replace('/zh-CN/', '/en-US/')}`);
    await other.getByText('The conversation does not exist').first().waitFor();
  });
});

describe('the gates of sendMessage', () => {
  it('asks a visitor who is not signed in to log in', async () => {
    const ctx = await journey.context({ locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${journey.url()}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/sendMessage`);
    const d = page.locator('[data-testid=access-dialog][data-kind=notLoggedIn]');
    await settled(d);
    await screenshot(page, 'im-gate-login-en-US', { fullPage: false });
  });

  it('stops an attendee whose registration is pending with its dialog', async () => {
    const [page] = await signedIn('en-US', 'pending');
    await page.goto(`${journey.url()}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/sendMessage`);
    const d = page.locator('[data-testid=access-dialog][data-kind=attendee-PendingApproval]');
    await settled(d);
    await screenshot(page, 'im-gate-pending-en-US', { fullPage: false });
  });

  it('tells an exhibitor (no buyer identity) writing to another exhibitor that buyers only may', async () => {
    const [page] = await signedIn('en-US', 'exhibitor');
    await page.goto(`${journey.url()}/m/en-US/exhibitor/${DEMO_EXHIBITOR_2_ID}/sendMessage`);
    const d = page.locator('[data-testid=access-dialog][data-kind=noIdentity]');
    await settled(d);
    await screenshot(page, 'im-gate-no-identity-en-US', { fullPage: false });
  });

  it('takes a member of the exhibitor’s own team to its inbox, not to a message to itself', async () => {
    const [page] = await signedIn('en-US', 'exhibitor');
    await page.goto(`${journey.url()}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/sendMessage`);
    await page.waitForURL(/\/mim\/friendList$/);
    await page.getByTestId('im-conversations').waitFor();
  });
});

/** Scrolls down to the exhibitor's chat room, as a reader does, and waits for it to come. */
async function scrollToRoom(page: Page) {
  // The place holder is an empty marker (no box to scroll to for Playwright): the page scrolls to it.
  await page.getByTestId('live-chat-slot').evaluate((el) => el.scrollIntoView());
  const room = page.getByTestId('live-chat');
  await room.waitFor();
  return room;
}

describe("the exhibitor's chat room", () => {
  it('two readers see a message live; the team removes it and mutes its writer', async () => {
    const anonCtx = await journey.context({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const reader = await anonCtx.newPage();
    await reader.goto(`${journey.url()}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    // The room is below the profile: it comes when the reader scrolls down to it, not with the first screen.
    await reader.getByTestId('live-chat-slot').waitFor({ state: 'attached' });
    await expect(reader.getByTestId('live-chat').count()).resolves.toBe(0);
    const panel = await scrollToRoom(reader);
    await panel.getByTestId('live-chat-login').waitFor();

    const [writer] = await signedIn('en-US', 'visitor');
    const mine = await scrollToRoom(writer);
    await mine.getByTestId('live-chat-input').fill('Hello from hall 3, is the demo running?');
    await mine.getByTestId('live-chat-send').click();
    const seen = reader.getByTestId('live-chat-message').filter({ hasText: 'is the demo running?' });
    await seen.waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(reader, 'live-chat-reader-zh-CN', { fullPage: false });

    const [host] = await signedIn('en-US', 'exhibitor');
    await scrollToRoom(host);
    const moderated = host
      .getByTestId('live-chat')
      .getByTestId('live-chat-message')
      .filter({ hasText: 'is the demo running?' });
    await moderated.waitFor();
    await host.getByTestId('live-chat').getByTestId('live-chat-input').fill('Yes, every hour on the hour.');
    await host.getByTestId('live-chat').getByTestId('live-chat-send').click();
    await reader.getByTestId('live-chat-message').filter({ hasText: 'every hour' }).waitFor();
    await host.getByTestId('live-chat').scrollIntoViewIfNeeded();
    await screenshot(host, 'live-chat-host-en-US', { fullPage: false });

    await moderated.getByTestId('live-chat-remove').click();
    await seen.waitFor({ state: 'detached' });
    await mine
      .getByTestId('live-chat-message')
      .filter({ hasText: 'is the demo running?' })
      .waitFor({ state: 'detached' });

    await mine.getByTestId('live-chat-input').fill('Why was that removed?');
    await mine.getByTestId('live-chat-send').click();
    const again = host.getByTestId('live-chat-message').filter({ hasText: 'Why was that removed?' });
    await again.getByTestId('live-chat-mute').click();
    await again.getByTestId('live-chat-mute-10').click();
    await host.locator('.adm-toast-main').filter({ hasText: 'is muted' }).waitFor();
    await mine.getByTestId('live-chat-input').fill('Hello?');
    await mine.getByTestId('live-chat-send').click();
    await writer
      .locator('.adm-toast-main')
      .filter({ hasText: 'You have been muted in this chat room' })
      .waitFor();
    expect(await reader.getByTestId('live-chat-message').filter({ hasText: 'Hello?' }).count()).toBe(0);
  });
});
