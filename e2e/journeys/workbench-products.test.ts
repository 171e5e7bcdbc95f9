import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../harness/accessibility.ts';
import { screenshot, settled } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID, DEMO_PRODUCT_ID } from '../harness/demo.ts';
import { ownServerJourney } from '../harness/own-server.ts';

/*
 * Issue 14, the exhibitor's workbench: the demo exhibitor's member opens the workbench in zh-CN, creates a product
 * with two pictures (a text file named .jpg is refused by its content; the rules show in the dictionary's words),
 * sees it pending review, lists and delists an approved product, edits a listed one (visitors keep seeing the
 * approved version: the page says so, and the public page shows it), deletes after a yes; the empty and failed
 * states; the pages in en-US meet WCAG 2.1 AA; an exhibitor not yet audited is told so.
 */
const journey = ownServerJourney();
const signedIn = async (locale: string, who: 'exhibitor' | 'unaudited') =>
  (await journey.signedIn(locale, who))[0];
const NAME = '智能伺服压力机 SP-200';
const SECOND_PRODUCT_ID = 'a1000000-2026-4000-8000-000000000002';
const BANNED_PRODUCT_ID = 'a1000000-2026-4000-8000-00000000000b';
const photo = (background: string, format: 'jpeg' | 'png') => {
  const canvas = sharp({ create: { width: 640, height: 480, channels: 3, background } });
  return (format === 'jpeg' ? canvas.jpeg() : canvas.png()).toBuffer();
};

describe('the exhibitor’s products on the workbench', () => {
  it('the front page links what exists, with counts (zh-CN)', async () => {
    const page = await signedIn('zh-CN', 'exhibitor');
    await page.goto(`${journey.url()}/m/zh-CN/workbench`);
    await page.getByTestId('workbench-products-link-count').waitFor();
    expect(await page.getByTestId('workbench-products-link-count').textContent()).toBe('12');
    // The demo exhibitor's twelve: eight listed, one delisted, one waiting for review, one rejected, one banned.
    expect(await page.getByTestId('workbench-awaiting').textContent()).toBe('待审核 1');
    expect(await page.getByTestId('workbench-sent-back').textContent()).toBe('被退回 1');
    expect(await page.getByTestId('workbench-org').textContent()).toBe('苏州众诚数控科技有限公司');
    await page
      .locator(`[data-testid=workbench-public-link][href$="/exhibitor/${DEMO_EXHIBITOR_ID}"]`)
      .waitFor();
    const links = await page
      .getByTestId('workbench-links')
      .locator('a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links).toEqual([
      '/m/zh-CN/workbench/products',
      '/m/zh-CN/workbench/company',
      '/m/zh-CN/workbench/meetings',
      '/m/zh-CN/workbench/enquiries',
      '/m/zh-CN/workbench/lives',
      '/m/zh-CN/workbench/figures',
      `/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`,
    ]);
    await page.getByTestId('workbench-meetings-link-count').waitFor();
    await screenshot(page, 'workbench-home-zh-CN');
  });

  it('creates a product with two pictures: the rules first, a text file refused, then it waits for review (zh-CN)', async () => {
    const page = await signedIn('zh-CN', 'exhibitor');
    await page.goto(`${journey.url()}/m/zh-CN/workbench/products`);
    await page.getByTestId('workbench-products').waitFor();
    expect(await page.getByTestId('product-tab-listed').textContent()).toBe('已上架 8');
    expect(await page.getByTestId('product-tab-all').textContent()).toBe('全部 12');
    await page.getByTestId('product-new-link').click();
    await page.getByTestId('product-form').waitFor();
    // The event's languages, each with its own name and description.
    for (const l of ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'])
      await page.getByTestId(`product-name-${l}`).waitFor();

    await page.getByTestId('product-price').fill('12.345');
    await page.getByTestId('product-submit').click();
    expect(await page.getByTestId('product-error-name').textContent()).toBe('请输入展品名称');
    expect(await page.getByTestId('product-error-images').textContent()).toBe('请上传展品主图');
    expect(await page.getByTestId('product-error-price').textContent()).toBe(
      '请输入正确的价格，最多两位小数',
    );
    await screenshot(page, 'workbench-product-errors-zh-CN');

    // A text file that calls itself a picture: the gateway reads its content and refuses it.
    await page
      .getByTestId('product-image-input')
      .setInputFiles([
        { name: 'spec-sheet.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') },
      ]);
    await expect
      .poll(() => page.getByTestId('product-image-error').textContent())
      .toBe('图片仅支持jpg/png格式，且不超过20M');
    expect(await page.getByTestId('product-image').count()).toBe(0);

    await page.getByTestId('product-image-input').setInputFiles([
      { name: 'press.jpg', mimeType: 'image/jpeg', buffer: await photo('#5b6b7d', 'jpeg') },
      { name: 'detail.png', mimeType: 'image/png', buffer: await photo('#d9e2ec', 'png') },
    ]);
    await expect.poll(() => page.locator('[data-testid=product-image][data-state=kept]').count()).toBe(2);
    expect(await page.getByTestId('product-image-error').count()).toBe(0);
    // The second becomes the main one.
    const second = await page.getByTestId('product-image').nth(1).locator('img').getAttribute('src');
    await page.getByTestId('product-image-make-main').click();
    expect(await page.getByTestId('product-image').first().locator('img').getAttribute('src')).toBe(second);

    await page.getByTestId('product-name-zh-CN').fill(NAME);
    await page.getByTestId('product-name-en-US').fill('Smart Servo Press SP-200');
    await page.getByTestId('product-description-zh-CN').fill('200吨伺服压力机，适用于汽车零部件冲压。');
    await page.getByTestId('product-category').selectOption({ index: 2 });
    await page.getByTestId('product-model').fill('SP-200');
    await page.getByTestId('product-price').fill('268000');
    await page.getByTestId('product-currency').selectOption('USD');
    await screenshot(page, 'workbench-product-form-zh-CN');
    // The account entry (in the header, or floating where a page has none) leaves the submit button free to tap.
    await page.getByTestId('product-submit').scrollIntoViewIfNeeded();
    const submit = await page.getByTestId('product-submit').boundingBox();
    const entry = await page.getByTestId('account-entry').boundingBox();
    expect(
      submit &&
        entry &&
        (submit.y + submit.height <= entry.y ||
          entry.y + entry.height <= submit.y ||
          entry.x + entry.width <= submit.x ||
          submit.x + submit.width <= entry.x),
    ).toBe(true);
    await page.getByTestId('product-submit').click();

    await page.getByTestId('workbench-products-page').waitFor();
    await page.locator('.adm-toast-main').filter({ hasText: '已提交审核' }).waitFor();
    const card = page.getByTestId('workbench-product').filter({ hasText: NAME });
    await card.waitFor();
    expect(await card.getByTestId('product-state').textContent()).toBe('待审核');
    expect(await card.textContent()).toContain('US$268,000.00');
    expect(await page.getByTestId('product-tab-pendingReview').textContent()).toBe('待审核 2');
    // Not approved yet: it may be edited or deleted, not listed.
    expect(await card.getByTestId('product-list-action').count()).toBe(0);
    await screenshot(page, 'workbench-products-zh-CN');

    await page.getByTestId('product-tab-pendingReview').click();
    await expect.poll(() => page.getByTestId('workbench-product').count()).toBe(2);
    await page.getByTestId('product-tab-needsModification').click();
    await page.getByTestId('workbench-products-empty').waitFor();
    expect(await page.getByTestId('workbench-products-empty').textContent()).toContain('没有“待修改”的展品');
    await screenshot(page, 'workbench-products-empty-state-zh-CN');
  });

  it('delists and lists an approved product; edits a listed one while visitors keep the approved version (zh-CN)', async () => {
    const page = await signedIn('zh-CN', 'exhibitor');
    await page.goto(`${journey.url()}/m/zh-CN/workbench/products?state=listed`);
    const other = page.locator(`[data-testid=workbench-product][data-id="${SECOND_PRODUCT_ID}"]`);
    await other.waitFor();
    await other.getByTestId('product-delist-action').click();
    await page.locator('.adm-toast-main').filter({ hasText: '已下架' }).waitFor();
    await page.goto(`${journey.url()}/m/zh-CN/workbench/products?state=delisted`);
    await other.getByTestId('product-list-action').click();
    await page.locator('.adm-toast-main').filter({ hasText: '已上架' }).waitFor();
    await expect.poll(() => other.count()).toBe(0);

    await page.goto(`${journey.url()}/m/zh-CN/workbench/products/${DEMO_PRODUCT_ID}`);
    await page.getByTestId('product-form').waitFor();
    expect(await page.getByTestId('product-visitors-notice').textContent()).toBe(
      '在主办方审核通过您的修改之前，观众看到的仍是已审核通过的版本。',
    );
    const before = await page.getByTestId('product-name-zh-CN').inputValue();
    expect(await page.getByTestId('product-image').count()).toBeGreaterThan(0);
    await page.getByTestId('product-name-zh-CN').fill(`${before}（2027款）`);
    await screenshot(page, 'workbench-product-edit-listed-zh-CN');
    await page.getByTestId('product-submit').click();
    const card = page.locator(`[data-testid=workbench-product][data-id="${DEMO_PRODUCT_ID}"]`);
    await card.waitFor();
    expect(await card.getByTestId('product-state').textContent()).toBe('已上架');
    expect(await card.getByTestId('product-revision').textContent()).toBe('修改待审核');

    // The product's page, as a visitor reads it: still the approved name.
    await page.goto(`${journey.url()}/m/zh-CN/exhibit/${DEMO_PRODUCT_ID}`);
    expect(await page.getByTestId('product-title').textContent()).toBe(before);

    // The edit page now says an edit waits, and saying it again replaces it.
    await page.goto(`${journey.url()}/m/zh-CN/workbench/products/${DEMO_PRODUCT_ID}`);
    await page.getByTestId('product-edit-waiting-notice').waitFor();
    expect(await page.getByTestId('product-name-zh-CN').inputValue()).toBe(`${before}（2027款）`);

    // A banned product stays on record: its page says why, with nothing to change.
    await page.goto(`${journey.url()}/m/zh-CN/workbench/products/${BANNED_PRODUCT_ID}`);
    await page.getByTestId('product-banned-notice').waitFor();
    expect(await page.getByTestId('product-form').count()).toBe(0);
  });

  it('deletes after a yes; a failed list says so and tries again', async () => {
    const page = await signedIn('zh-CN', 'exhibitor');
    // The list call fails once (the connection drops): the page says so and offers to try again.
    let failOnce = true;
    await page.route('**/api/ExpoAggregator/Workbench/Exhibit/List**', (route) => {
      if (failOnce) {
        failOnce = false;
        return route.abort('connectionfailed');
      }
      return route.continue();
    });
    await page.goto(`${journey.url()}/m/zh-CN/workbench/products?state=pendingReview`);
    await page.getByTestId('workbench-products-error').waitFor();
    await screenshot(page, 'workbench-products-error-zh-CN');
    await page.getByTestId('workbench-products-error').getByRole('button').click();
    const card = page.getByTestId('workbench-product').filter({ hasText: NAME });
    await card.waitFor();

    await card.getByTestId('product-delete').click();
    const dialog = page.locator('[data-testid=access-dialog][data-kind=deleteProduct]');
    await settled(dialog);
    expect(await dialog.textContent()).toContain(`删除展品“${NAME}”？`);
    await screenshot(page, 'workbench-product-delete-zh-CN', { fullPage: false });
    await page.getByTestId('product-delete-confirm-yes').click();
    await page.locator('.adm-toast-main').filter({ hasText: '展品已删除' }).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    expect(await page.getByTestId('product-tab-pendingReview').textContent()).toBe('待审核 1');
  });

  it('the pages meet WCAG 2.1 AA (en-US), with the form’s rules in English', async () => {
    const page = await signedIn('en-US', 'exhibitor');
    await page.goto(`${journey.url()}/m/en-US/workbench`);
    await page.getByTestId('workbench-products-link-count').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'workbench-home-en-US');

    await page.getByTestId('workbench-products-link').click();
    await page.getByTestId('workbench-products').waitFor();
    expect(await page.getByTestId('product-tab-listed').textContent()).toBe('Listed 8');
    expect(
      await page.locator(`[data-testid=workbench-product][data-id="${DEMO_PRODUCT_ID}"]`).textContent(),
    ).toContain('Edit under review');
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'workbench-products-en-US');

    await page.getByTestId('product-new-link').click();
    await page.getByTestId('product-form').waitFor();
    await page.getByTestId('product-submit').click();
    expect(await page.getByTestId('product-error-images').textContent()).toBe('Product main image required');
    expect(await page.getByTestId('product-error-name').textContent()).toBe('Please enter the product name');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'workbench-product-errors-en-US');
  });

  it('an exhibitor not yet audited is told so in place, and nothing is asked of the gateway (zh-CN)', async () => {
    const page = await signedIn('zh-CN', 'unaudited');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/ExpoAggregator/Workbench/')) asked.push(r.url());
    });
    await page.goto(`${journey.url()}/m/zh-CN/workbench/products`);
    await page.getByTestId('workbench-refused').waitFor();
    expect(await page.getByTestId('workbench-refused').textContent()).toContain('您的展商身份尚未审核通过');
    expect(new URL(page.url()).pathname).toBe('/m/zh-CN/workbench/products');
    expect(asked).toEqual([]);
    await screenshot(page, 'workbench-not-audited-zh-CN');
  });
});
