import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();

describe('routing', () => {
  it('replaces an invalid language with the preferred one and keeps the path', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/xx-YY/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.waitForURL(`**/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('exhibitor-name').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await ctx.close();
  });

  it('shows 404 for a malformed id', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/not-a-guid`);
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByText('Page not found', { exact: false }).first().waitFor();
    await screenshot(page, 'bad-guid-404-en-US');
    await ctx.close();
  });

  it('shows 404 for an unknown page, under /m/:lang and globally', async () => {
    const ctx = await newContext(browser(), { locale: 'zh-CN' });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/zh-CN/no-such-page`);
    await page.getByText('404', { exact: true }).waitFor();
    await screenshot(page, 'unknown-page-404-zh-CN');
    await page.goto(`${base}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}/no/such/child`);
    await page.getByText('404', { exact: true }).waitFor();
    await ctx.close();
  });

  it('sends a desktop browser to /pc/, with the phone page beside a QR code', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US', desktop: true });
    const page = await ctx.newPage();
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.waitForURL(`**/pc/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    const frame = page.getByTestId('pc-frame');
    expect(await frame.getAttribute('src')).toBe(`/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    const qr = page.getByTestId('pc-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\//);
    // The framed page is the real phone page, and it does not bounce back to /pc/.
    await page.frameLocator('[data-testid="pc-frame"]').getByTestId('exhibitor-name').waitFor();
    await screenshot(page, 'desktop-pc-en-US');
    await ctx.close();
  });

  it("takes a link's source (imv_id, f_ptype, agencyId) off the address and sends it with the page view", async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    const views: { page?: string; pfrom?: string; targetId?: string }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/Track/Event')) views.push(r.postDataJSON() as (typeof views)[number]);
    });
    await page.goto(
      `${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}?imv_id=inv-42&f_ptype=share&agencyId=ag-7&tab=x`,
    );
    await page.getByTestId('exhibitor-name').waitFor();
    // Gone from the address (a copied link does not pass this visitor's source on); other params kept.
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=x');
    await expect.poll(() => views.length).toBeGreaterThan(0);
    expect(views[0]).toMatchObject({ pfrom: 'share', targetId: DEMO_EXHIBITOR_ID });
    // The rest of the visit keeps it: the next page's view carries it too.
    await page.goto(`${base}/m/en-US`);
    await page.getByTestId('home-hero').waitFor();
    await expect.poll(() => views.length).toBeGreaterThan(1);
    expect(views.at(-1)).toMatchObject({ pfrom: 'share' });
    await ctx.close();
  });
});
