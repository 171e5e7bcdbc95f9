import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshot, settled } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';
import { ownServerJourney } from '../harness/own-server.ts';

/*
 * Issue 14, the exhibitor's company info: the demo exhibitor's member opens the company page in zh-CN, sees the
 * form in its sections and the catalogue entry, makes a mistake (the rules show under the fields), edits the
 * introduction and adds a banner at the front, saves (the page says it is live), opens the public page and sees
 * both at once; the catalogue entry follows, and its CSV downloads.
 */
const journey = ownServerJourney();
const INTRO = '众诚数控专注五轴联动加工中心二十年，提供整线自动化方案，欢迎莅临展位洽谈。';
const banner = () =>
  sharp({
    create: { width: 1920, height: 768, channels: 3, background: '#1d4e89' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1920" height="768"><rect x="120" y="284" width="900" height="200" rx="24" fill="#f2b134"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

describe('the exhibitor’s company info on the workbench', () => {
  it('edits the introduction and a banner (zh-CN), and the public page shows them right after the save', async () => {
    const [page] = await journey.signedIn('zh-CN', 'exhibitor');
    await page.goto(`${journey.url()}/m/zh-CN/workbench/company`);
    await page.getByTestId('company-form').waitFor();
    expect(await page.getByTestId('company-live-notice').textContent()).toContain('保存后立即生效');
    expect(await page.getByTestId('company-name-zh-CN').inputValue()).toBe('苏州众诚数控科技有限公司');
    expect(await page.getByTestId('company-banner-item').count()).toBe(3);
    await page.getByTestId('company-catalogue').waitFor();
    await screenshot(page, 'workbench-company-zh-CN');

    // The rules under their fields, nothing sent: the name emptied in every language (one tab each).
    for (const l of ['en-US', 'zh-HK', 'pt-PT', 'zh-CN']) {
      await page.getByTestId(`company-lang-${l}`).click();
      await page.getByTestId(`company-name-${l}`).fill('');
    }
    await page.getByTestId('company-contact-email').fill('不是邮箱');
    await page.getByTestId('company-field-CorporateWebsite').fill('javascript:alert(1)');
    await page.getByTestId('company-save').click();
    expect(await page.getByTestId('company-error-name').textContent()).toBe('请输入企业名称');
    expect(await page.getByTestId('company-error-contact.email').textContent()).toBeTruthy();
    expect(await page.getByTestId('company-error-field.CorporateWebsite').textContent()).toBe(
      '请输入网址（https://…）',
    );
    await screenshot(page, 'workbench-company-errors-zh-CN', { fullPage: false });
    await page.getByTestId('company-name-zh-CN').fill('苏州众诚数控科技有限公司');
    await page.getByTestId('company-lang-zh-HK').click();
    await page.getByTestId('company-name-zh-HK').fill('蘇州眾誠數控科技有限公司');
    await page.getByTestId('company-lang-en-US').click();
    await page.getByTestId('company-name-en-US').fill('Suzhou Zhongcheng CNC Technology Co., Ltd.');
    await page.getByTestId('company-lang-zh-CN').click();
    await page.getByTestId('company-contact-email').fill('sales1@exhibitor.demo.showfloor.test');
    await page.getByTestId('company-field-CorporateWebsite').fill('https://www.zhongcheng-cnc.example.com');

    // A text file named .jpg is refused by its content; the banner is kept and moved to the front.
    await page
      .getByTestId('company-banner-input')
      .setInputFiles([{ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('only text') }]);
    await page.getByTestId('company-banner-error').waitFor();
    await page
      .getByTestId('company-banner-input')
      .setInputFiles([{ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await banner() }]);
    await expect
      .poll(() => page.locator('[data-testid=company-banner-item][data-state=kept]').count())
      .toBe(4);
    const earlier = page.getByTestId('company-banner-earlier');
    for (let i = 0; i < 3; i++) await earlier.nth(3 - i).click();
    expect(await page.getByTestId('company-banner-item').first().locator('img').getAttribute('src')).toMatch(
      /^blob:/,
    );
    await page.getByTestId('company-field-CompanyProfile-zh-CN').fill(INTRO);
    await settled(page.getByTestId('company-banners'));
    await page.getByTestId('company-banners').scrollIntoViewIfNeeded();
    await screenshot(page, 'workbench-company-banners-zh-CN', { fullPage: false });
    await page.getByTestId('company-save').click();
    await expect.poll(() => page.getByText('已保存，观众现在即可看到').count()).toBeGreaterThan(0);
    const firstBanner = await page
      .getByTestId('company-banner-item')
      .first()
      .locator('img')
      .getAttribute('src');
    expect(firstBanner).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/);

    // The catalogue entry follows the save.
    await page.getByTestId('company-catalogue').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('catalogue-website').textContent()).toBe(
      'https://www.zhongcheng-cnc.example.com',
    );
    expect(await page.getByTestId('catalogue-categories-zh-CN').textContent()).toContain(' > ');
    const download = page.waitForEvent('download');
    await page.getByTestId('company-catalogue-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('catalogue-entry.csv');
    await screenshot(page, 'workbench-company-catalogue-zh-CN', { fullPage: false });

    // The public page right after: the new banner first, the new introduction in the profile.
    await page.getByTestId('company-public').click();
    await page.waitForURL(`**/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('profile').waitFor();
    await expect.poll(() => page.getByTestId('profile').textContent()).toContain(INTRO.slice(0, 12));
    expect(await page.locator('.sf-banner__img').first().getAttribute('src')).toBe(firstBanner);
    await screenshot(page, 'workbench-company-public-zh-CN');
    // And for a visitor who was not signed in, from the server's render.
    const visitor = await (await journey.context({ locale: 'zh-CN' })).newPage();
    await visitor.goto(`${journey.url()}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
    expect(await visitor.getByTestId('profile').textContent()).toContain(INTRO.slice(0, 12));
    expect(await visitor.locator('.sf-banner__img').first().getAttribute('src')).toBe(firstBanner);
  });
});
