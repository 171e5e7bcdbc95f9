import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';
import { ownServerJourney } from '../harness/own-server.ts';

/*
 * Issue 12, business cards: a visitor completes their card and sends it from an exhibitor's page; the exhibitor's
 * member finds it on the card wall, saves it to contacts (vCard), exports the wall (CSV) and sends their own back;
 * the visitor sees it arrive and their card answered.
 */
const journey = ownServerJourney();
const signedIn = async (locale: string, who: 'visitor' | 'exhibitor') =>
  (await journey.signedIn(locale, who))[0];

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

describe('business cards', () => {
  let visitor: Page;
  let member: Page;

  it('the visitor completes their card (zh-CN): a wrong e-mail is refused, then it is saved', async () => {
    visitor = await signedIn('zh-CN', 'visitor');
    await visitor.goto(`${journey.url()}/m/zh-CN/cards/mine`);
    await visitor.getByTestId('card-form').waitFor();
    await visitor.getByTestId('card-company').fill('深圳阀门有限公司');
    await visitor.getByTestId('card-jobTitle').fill('采购经理');
    await visitor.getByTestId('card-country').selectOption('CN');
    await visitor.getByTestId('card-phone').fill('138 0013 8000');
    await visitor.getByTestId('card-email').fill('not-an-address');
    await visitor.getByTestId('card-save').click();
    await visitor.getByTestId('card-error').waitFor();
    expect(await visitor.getByTestId('card-error').textContent()).toBe('请输入正确的邮箱');
    await visitor.getByTestId('card-email').fill('visitor@example.com');
    await visitor.getByTestId('card-save').click();
    await visitor.locator('.adm-toast-main').filter({ hasText: '名片已保存' }).waitFor();
    expect(await visitor.locator('.sf-card-form__code').textContent()).toBe('+86');
    await screenshot(visitor, 'card-mine-zh-CN');
  });

  it('sends it from the exhibitor page', async () => {
    await visitor.goto(`${journey.url()}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await visitor.getByTestId('send-card').click();
    await visitor.locator('.adm-toast-main').filter({ hasText: '已将名片递给' }).waitFor();
  });

  it('the member finds it on the wall (en-US), saves it to contacts, exports the wall and sends theirs back', async () => {
    member = await signedIn('en-US', 'exhibitor');
    await member.goto(`${journey.url()}/m/en-US/cards`);
    const item = member.getByTestId('card-item').filter({ hasText: '深圳阀门有限公司' });
    await item.waitFor();
    expect(await item.textContent()).toContain('visitor@example.com');
    await screenshot(member, 'card-wall-received-en-US');

    const vcard = await downloaded(member, () => item.getByTestId('card-vcard').click());
    expect(vcard.name).toMatch(/\.vcf$/);
    expect(vcard.text).toContain('BEGIN:VCARD\r\nVERSION:4.0\r\n');
    expect(vcard.text).toContain('ORG:深圳阀门有限公司\r\n');
    expect(vcard.text).toContain('TEL;VALUE=uri;TYPE=work:tel:+8613800138000\r\n');

    const csv = await downloaded(member, () => member.getByTestId('cards-csv').click());
    expect(csv.name).toBe('business-cards-received.csv');
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Name,Company,Title,Phone,Email,Country,Exhibitor or person,Sent at',
    );
    expect(csv.text).toContain('深圳阀门有限公司');

    await member.getByTestId('cards-search').fill('no such company');
    await member.getByText('No cards received yet').waitFor();
    await member.getByTestId('cards-search').fill('深圳');
    await item.getByTestId('card-send-back').click();
    await member.locator('.adm-toast-main').filter({ hasText: 'Your card was sent' }).waitFor();
    await item.getByTestId('card-send-back').waitFor({ state: 'detached' });
  });

  it('the visitor has the exhibitor’s card, and sees theirs answered', async () => {
    await visitor.goto(`${journey.url()}/m/zh-CN/cards`);
    await visitor.getByTestId('card-item').first().waitFor();
    expect(await visitor.getByTestId('card-item').count()).toBe(1);
    await visitor.getByTestId('cards-box-sent').click();
    const sent = visitor.getByTestId('card-item').filter({ hasText: '已收到回递名片' });
    await sent.waitFor();
    expect(await sent.textContent()).toContain('递给 苏州众诚数控科技有限公司');
    await screenshot(visitor, 'card-wall-sent-zh-CN');
  });
});
