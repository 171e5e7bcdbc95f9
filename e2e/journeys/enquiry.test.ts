import { describe, expect, it } from 'vitest';
import { screenshot, settled } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID, DEMO_PRODUCT_ID } from '../harness/demo.ts';
import { ownServerJourney } from '../harness/own-server.ts';
import { watching } from '../harness/watching.ts';

/*
 * Issue 13, enquiries: a buyer enquires from a product page in zh-CN (the dictionary's words under the fields,
 * the agreement, what was sent), and reads the exhibitor's answer arrive on their open page; another enquires in
 * pt-PT from the exhibitor's products tab; a visitor without the buyer identity is stopped with the spec's dialog.
 */
const journey = ownServerJourney();
const signedIn = async (locale: string, who: 'visitor' | 'purchaser' | 'exhibitor') =>
  (await journey.signedIn(locale, who))[0];

describe('enquiries', () => {
  it('a buyer enquires from the product page (zh-CN): the rules in the dictionary’s words, then it is sent', async () => {
    const page = await signedIn('zh-CN', 'visitor');
    await page.goto(`${journey.url()}/m/zh-CN/exhibit/${DEMO_PRODUCT_ID}`);
    await page.getByTestId('enquire').click();
    await page.waitForURL(/\/intentionOrder\/[0-9a-f-]{36}\/submit$/);
    await page.getByTestId('enquiry-form').waitFor();
    await page.getByTestId('enquiry-quantity').fill('0');
    await page.getByTestId('enquiry-unit').fill('平方米每吨位');
    await page.getByTestId('enquiry-submit').click();
    expect(await page.getByTestId('enquiry-error-quantity').textContent()).toBe('数量不能为0');
    expect(await page.getByTestId('enquiry-error-unit').textContent()).toBe('单位最多5个字符');
    expect(await page.getByTestId('enquiry-error-agreed').textContent()).toBe('请阅读并同意用户协议');
    await screenshot(page, 'enquiry-errors-zh-CN');
    await page.getByTestId('enquiry-quantity').fill('200');
    await page.getByTestId('enquiry-unit').fill('件');
    await page.getByTestId('enquiry-message').fill('请报200件到澳门的价格和交期');
    await page.getByTestId('enquiry-card').check();
    await page.getByTestId('enquiry-agree').check();
    await page.getByTestId('enquiry-submit').click();
    const sent = page.getByTestId('enquiry-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('200 件');
    expect(await sent.textContent()).toContain('请报200件到澳门的价格和交期');
    await screenshot(page, 'enquiry-sent-zh-CN');
  });

  it('the exhibitor answers on the workbench (en-US), and the buyer’s open enquiries show it live', async () => {
    const buyer = await signedIn('zh-CN', 'visitor');
    const watched = watching(buyer, 'enquiry.watch');
    await buyer.goto(`${journey.url()}/m/zh-CN/enquiries`);
    const asked = buyer.getByTestId('enquiry-item').filter({ hasText: '请报200件到澳门的价格和交期' });
    await asked.waitFor();
    expect(await asked.getAttribute('data-state')).toBe('new');
    await watched;
    // The same document from here on: a reload would drop this mark.
    await buyer.evaluate(() => Object.assign(window, { enquiryPageKept: true }));

    const member = await signedIn('en-US', 'exhibitor');
    await member.goto(`${journey.url()}/m/en-US/workbench/enquiries`);
    const item = member.getByTestId('enquiry-item').filter({ hasText: '请报200件到澳门的价格和交期' });
    await item.waitFor();
    expect(await item.getAttribute('data-state')).toBe('new');
    expect(await item.textContent()).toContain('Vivian Visitor');
    await item.getByTestId('enquiry-reply-input').fill('MOQ 100 pieces; 12 USD each, shipped in 3 weeks.');
    // Watched from before the reply: the notice shows for a few seconds, while the member's page is busy.
    const told = buyer.locator('.adm-toast-main').filter({ hasText: '您的询盘有新回复' }).waitFor();
    await item.getByTestId('enquiry-reply').click();
    await member
      .getByTestId('enquiry-item')
      .filter({ hasText: 'MOQ 100 pieces' })
      .and(member.locator('[data-state=replied]'))
      .waitFor();
    await screenshot(member, 'enquiry-inbox-en-US');

    // The buyer's page, untouched since it opened: told of the reply wherever they are, the list in place.
    await told;
    const mine = buyer.getByTestId('enquiry-item').filter({ hasText: 'MOQ 100 pieces' });
    await mine.waitFor();
    expect(await mine.getAttribute('data-state')).toBe('replied');
    expect(await mine.textContent()).toContain('已回复');
    expect(await buyer.evaluate(() => 'enquiryPageKept' in window)).toBe(true);
    await screenshot(buyer, 'enquiry-mine-zh-CN');
  });

  it('another buyer enquires in pt-PT from the exhibitor’s products tab', async () => {
    const page = await signedIn('pt-PT', 'purchaser');
    await page.goto(`${journey.url()}/m/pt-PT/exhibitor/${DEMO_EXHIBITOR_ID}/products`);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.locator(`a[href$="/exhibit/${DEMO_PRODUCT_ID}"]`) });
    await card.waitFor();
    const name = (await card.locator('.sf-pcard__name').textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    expect(await card.getByTestId('product-enquire').textContent()).toBe('Pedir informação');
    await screenshot(page, 'enquiry-products-tab-pt-PT', { fullPage: false });
    await card.getByTestId('product-enquire').click();
    await page.waitForURL(new RegExp(`/m/pt-PT/intentionOrder/${DEMO_PRODUCT_ID}/submit$`));
    await page.getByTestId('enquiry-form').waitFor();
    expect(await page.getByTestId('enquiry-product').textContent()).toContain(name);
    await page.getByTestId('enquiry-quantity').fill('12');
    await page.getByTestId('enquiry-unit').fill('pç');
    await page.getByTestId('enquiry-email').fill('compras@example.pt');
    await page.getByTestId('enquiry-agree').check();
    await screenshot(page, 'enquiry-form-pt-PT');
    await page.getByTestId('enquiry-submit').click();
    await page.getByTestId('enquiry-sent').waitFor();
    expect(await page.getByTestId('enquiry-sent').textContent()).toContain('O seu pedido foi enviado');
  });

  it('stops a visitor without the buyer identity with the spec’s dialog', async () => {
    const page = await signedIn('en-US', 'exhibitor');
    await page.goto(`${journey.url()}/m/en-US/intentionOrder/${DEMO_PRODUCT_ID}/submit`);
    const d = page.locator('[data-testid=access-dialog][data-kind=noIdentity]');
    await settled(d);
    await screenshot(page, 'enquiry-gate-en-US', { fullPage: false });
  });
});
