import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness/browser.ts';
import { ownServerJourney } from '../harness/own-server.ts';

/*
 * Issue 14 end to end, across the three sides: an exhibitor's member creates a product with pictures (zh-CN), the
 * organizer approves it (en-US), the member lists it, a visitor finds it by a Chinese term and opens it; the
 * organizer sends an edit back with a note, the member reads the note and edits again, and the visitor keeps seeing
 * the listed version until the organizer approves the edit; the member's figures page; a banned exhibitor leaves
 * search and the exhibitor list at once.
 */
const journey = ownServerJourney();
const signedIn = async (locale: string, who: 'visitor' | 'exhibitor' | 'planner') =>
  (await journey.signedIn(locale, who))[0];
const NAME = '钛合金精密球阀 TV-80';
const RENAMED = '钛合金精密球阀 TV-80 二代';
const RENAMED_EN = 'Titanium precision ball valve TV-80 Mk II';
const TERM = '球阀';
/** The gateway's video fixtures (apps/server/test/fixtures/video/README.md). */
const clip = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../apps/server/test/fixtures/video', name));
const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function productHits(locale: string, term: string) {
  const page = await signedIn(locale, 'visitor');
  await page.goto(`${journey.url()}/m/${locale}/search?keyword=${encodeURIComponent(term)}&tab=product`);
  // The count when something matches, the empty state when nothing does.
  await page.locator('[data-testid=search-total], [data-testid=search-products-empty]').first().waitFor();
  return page;
}

describe('a product from the workbench to the visitor, through the organizer', () => {
  let productId = '';

  it('the member creates it with pictures and a video (zh-CN); it waits for review', async () => {
    const page = await signedIn('zh-CN', 'exhibitor');
    await page.goto(`${journey.url()}/m/zh-CN/workbench/products/new`);
    await page.getByTestId('product-form').waitFor();
    await page.getByTestId('product-image-input').setInputFiles([
      { name: 'valve.jpg', mimeType: 'image/jpeg', buffer: await photo('#6d7f91') },
      { name: 'valve-open.jpg', mimeType: 'image/jpeg', buffer: await photo('#a9b8c6') },
    ]);
    await expect.poll(() => page.locator('[data-testid=product-image][data-state=kept]').count()).toBe(2);
    // A 4:3 clip: the phone reads its size and says so before sending a byte.
    await page
      .getByTestId('product-video-input')
      .setInputFiles([{ name: 'valve-4x3.mp4', mimeType: 'video/mp4', buffer: clip('ratio-4x3.mp4') }]);
    await expect
      .poll(() => page.getByTestId('product-video-error').textContent())
      .toBe('视频比例须为16:9（横屏），当前为 240×180');
    // An Opus sound track: only the gateway, reading the file's boxes, can tell; it says why.
    await page
      .getByTestId('product-video-input')
      .setInputFiles([{ name: 'valve-opus.mp4', mimeType: 'video/mp4', buffer: clip('opus-audio.mp4') }]);
    await expect
      .poll(() => page.getByTestId('product-video-error').textContent())
      .toContain('手机无法播放该视频的声音，请导出为AAC音频。当前音频 Opus');
    expect(await page.getByTestId('product-video-player').count()).toBe(0);
    await page
      .getByTestId('product-video-input')
      .setInputFiles([
        { name: 'valve.mp4', mimeType: 'video/mp4', buffer: clip('ok-high-aac-moov-last.mp4') },
      ]);
    await page.locator('[data-testid=product-video] [data-state=kept]').waitFor();
    expect(await page.getByTestId('product-video-error').count()).toBe(0);
    await screenshot(page, 'workbench-product-video-zh-CN');
    await page.getByTestId('product-name-zh-CN').fill(NAME);
    await page.getByTestId('product-name-en-US').fill('Titanium precision ball valve TV-80');
    await page.getByTestId('product-description-zh-CN').fill('耐腐蚀钛合金阀体，适用于化工管道。');
    await page.getByTestId('product-model').fill('TV-80');
    await page.getByTestId('product-price').fill('3680');
    await page.getByTestId('product-submit').click();
    const card = page.getByTestId('workbench-product').filter({ hasText: NAME });
    await card.waitFor();
    expect(await card.getByTestId('product-state').textContent()).toBe('待审核');
    productId = (await card.getAttribute('data-id')) ?? '';
    expect(productId).toMatch(/^[0-9a-f-]{36}$/);
    // Not public yet: a search does not find it.
    const visitor = await productHits('zh-CN', TERM);
    expect(await visitor.getByTestId('search-result-product').filter({ hasText: NAME }).count()).toBe(0);
  });

  it('the organizer approves it (en-US), the member lists it, a visitor finds it by a Chinese term and opens it', async () => {
    const organizer = await signedIn('en-US', 'planner');
    // The queue shows the viewer's language: the English name; the keyword finds it among the demo's waiting ones.
    await organizer.goto(`${journey.url()}/m/en-US/organizer/products?q=TV-80`);
    const item = organizer.getByTestId('review-product').filter({ hasText: 'Titanium precision ball valve' });
    await item.waitFor();
    expect(await item.getByTestId('review-kind').textContent()).toBe('New product');
    await screenshot(organizer, 'workbench-review-queue-en-US');
    await item.getByTestId('review-decide-approve').click();
    await expect.poll(() => item.count()).toBe(0);

    const member = await signedIn('zh-CN', 'exhibitor');
    await member.goto(`${journey.url()}/m/zh-CN/workbench/products?state=pendingListing`);
    const card = member.getByTestId('workbench-product').filter({ hasText: NAME });
    await card.getByTestId('product-list-action').click();
    await member.locator('.adm-toast-main').filter({ hasText: '已上架' }).waitFor();

    const visitor = await productHits('zh-CN', TERM);
    const hit = visitor.getByTestId('search-result-product').filter({ hasText: NAME });
    await hit.waitFor();
    await screenshot(visitor, 'workbench-review-found-zh-CN');
    await hit.click();
    await visitor.getByTestId('product-title').filter({ hasText: NAME }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/m/zh-CN/exhibit/${productId}`);
    // The video plays from the gateway (in byte ranges): its first picture and length arrive.
    const video = visitor.getByTestId('product-video').locator('video');
    expect(await video.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{64}\.mp4$/);
    const duration = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true });
          v.addEventListener('error', () => reject(new Error(`video error ${v.error?.code}`)), {
            once: true,
          });
          v.preload = 'metadata';
          v.load();
        }),
    );
    expect(duration).toBeCloseTo(1, 1);
    await screenshot(visitor, 'workbench-review-product-zh-CN');
  });

  it('an edit sent back with a note, edited again; the visitor keeps the listed version until it is approved', async () => {
    const member = await signedIn('zh-CN', 'exhibitor');
    const editPage = `${journey.url()}/m/zh-CN/workbench/products/${productId}`;
    await member.goto(editPage);
    await member.getByTestId('product-visitors-notice').waitFor();
    await member.getByTestId('product-name-zh-CN').fill(RENAMED);
    await member.getByTestId('product-name-en-US').fill(RENAMED_EN);
    await member.getByTestId('product-submit').click();
    await member.getByTestId('workbench-products-page').waitFor();

    const organizer = await signedIn('en-US', 'planner');
    await organizer.goto(`${journey.url()}/m/en-US/organizer/products?q=TV-80`);
    const item = organizer.getByTestId('review-product').filter({ hasText: RENAMED_EN });
    await item.waitFor();
    expect(await item.getByTestId('review-kind').textContent()).toBe('Edit of an approved product');
    await item.getByTestId('review-compare').waitFor();
    await screenshot(organizer, 'workbench-review-revision-en-US');
    await item.getByTestId('review-decide-needsModification').click();
    await organizer.getByTestId('review-note').fill('请补充阀体材质证明图片。');
    await organizer.getByTestId('review-dialog-send').click();
    await expect.poll(() => item.count()).toBe(0);

    // The visitor still sees the listed name.
    const visitor = await signedIn('zh-CN', 'visitor');
    await visitor.goto(`${journey.url()}/m/zh-CN/exhibit/${productId}`);
    expect(await visitor.getByTestId('product-title').textContent()).toBe(NAME);

    await member.goto(editPage);
    expect(await member.getByTestId('product-review-note').textContent()).toContain(
      '请补充阀体材质证明图片。',
    );
    await screenshot(member, 'workbench-review-sent-back-zh-CN');
    await member
      .getByTestId('product-image-input')
      .setInputFiles([{ name: 'certificate.jpg', mimeType: 'image/jpeg', buffer: await photo('#e5ddc8') }]);
    await expect.poll(() => member.locator('[data-testid=product-image][data-state=kept]').count()).toBe(3);
    await member.getByTestId('product-submit').click();
    await member.getByTestId('workbench-products-page').waitFor();

    await visitor.reload();
    expect(await visitor.getByTestId('product-title').textContent()).toBe(NAME);

    await organizer.goto(`${journey.url()}/m/en-US/organizer/products?q=TV-80`);
    const again = organizer.getByTestId('review-product').filter({ hasText: RENAMED_EN });
    await again.getByTestId('review-decide-approve').click();
    await expect.poll(() => again.count()).toBe(0);
    await visitor.reload();
    await visitor.getByTestId('product-title').filter({ hasText: RENAMED }).waitFor();
    // The new name is searchable at once, and the log has both decisions with who took them.
    const search = await productHits('zh-CN', '二代');
    await search.getByTestId('search-result-product').filter({ hasText: RENAMED }).waitFor();
    await organizer.goto(`${journey.url()}/m/en-US/organizer/log`);
    await organizer.getByText(RENAMED).first().waitFor();
    await screenshot(organizer, 'workbench-review-log-en-US');
  });

  it('the member’s figures page shows the fair’s days, the chart and the numbers (en-US)', async () => {
    const member = await signedIn('en-US', 'exhibitor');
    await member.goto(`${journey.url()}/m/en-US/workbench`);
    await member.getByTestId('workbench-figures-link').click();
    await member.getByTestId('figures-table').waitFor();
    await member.getByTestId('figures-chart').waitFor();
    expect(await member.getByTestId('figures-table').locator('tbody tr').count()).toBeGreaterThan(0);
    // The totals count the days around the fair too, and the page says so beside them.
    expect(await member.getByTestId('figures-totals-note').textContent()).toBe(
      'Totals cover the whole fair, the days before and after it included; the table below shows the fair’s days.',
    );
    // The visitor opened the product page above: at least those visits are counted.
    expect(
      Number(await member.getByTestId('figures-total-visits').locator('span').first().textContent()),
    ).toBeGreaterThan(0);
    const download = member.waitForEvent('download');
    await member.getByTestId('figures-csv').click();
    expect((await download).suggestedFilename()).toBe('figures.csv');
    await screenshot(member, 'workbench-figures-en-US');
  });

  it('a banned exhibitor leaves search and the exhibitor list at once', async () => {
    const organizer = await signedIn('zh-CN', 'planner');
    await organizer.goto(`${journey.url()}/m/zh-CN/organizer/exhibitors?state=approved`);
    const item = organizer.getByTestId('review-exhibitor').filter({ hasText: '苏州众诚' });
    await item.waitFor();
    await item.getByTestId('review-decide-ban').click();
    await organizer.getByTestId('review-note').fill('资料与实际经营不符，暂停展示。');
    await organizer.getByTestId('review-dialog-send').click();
    await organizer.goto(`${journey.url()}/m/zh-CN/organizer/exhibitors?state=banned`);
    await organizer.getByTestId('review-exhibitor').filter({ hasText: '苏州众诚' }).waitFor();

    const visitor = await productHits('zh-CN', TERM);
    expect(await visitor.getByTestId('search-result-product').filter({ hasText: NAME }).count()).toBe(0);
    await visitor.goto(`${journey.url()}/m/zh-CN/exhibitors`);
    await visitor.getByTestId('exhibitor-list-item').first().waitFor();
    expect(await visitor.getByTestId('exhibitor-list-item').filter({ hasText: '苏州众诚' }).count()).toBe(0);
    await screenshot(visitor, 'workbench-review-banned-gone-zh-CN');
  });
});
