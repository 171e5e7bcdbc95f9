import { describe, expect, inject, it } from 'vitest';
import type { TDecoration, TExhibitorDetail } from '@showfloor/contracts';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { call } from '../harness/api.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();

describe('exhibitor home tab', () => {
  for (const lang of ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'] as const) {
    it(`shows the exhibitor, its counters and its profile in ${lang}`, async () => {
      const detail = await call<TExhibitorDetail>(
        base,
        `/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${DEMO_EXHIBITOR_ID}&lang=${lang}`,
      );
      const decoration = await call<TDecoration>(
        base,
        `/ExpoAggregator/NoToken/BventDecorate/GetDecorationData?bventId=${DEMO_EVENT_ID}&lang=${lang}`,
      );
      const ctx = await newContext(browser(), { locale: lang });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/m/${lang}/exhibitor/${DEMO_EXHIBITOR_ID}`);

      await page.getByTestId('exhibitor-name').waitFor();
      expect(await page.getByTestId('exhibitor-name').innerText()).toBe(detail.name);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.getByTestId('booth-number').innerText()).toContain(detail.boothNumber);

      // Counters follow the event's display-increment rules: raw x multiplier + base.
      const visitRule = (type: string) => decoration.displayIncrementRules.find((r) => r.ruleType === type);
      const expectedFavorites =
        detail.favoriteCount * (visitRule('multiplier')?.favorites ?? 1) +
        (visitRule('baseNumber')?.favorites ?? 0);
      expect(Number(await page.getByTestId('counter-favorites').getAttribute('data-value'))).toBe(
        Math.round(expectedFavorites),
      );

      // The profile shows the first 4 fields; the bottom popup lists all of them.
      const profile = page.getByTestId('profile');
      const names = detail.fields.map((f) => f.displayName);
      expect(names.length).toBeGreaterThan(4);
      await profile.getByText(names[0]!, { exact: true }).first().waitFor();
      const last = names[names.length - 1]!;
      expect(await profile.getByText(last, { exact: true }).count()).toBe(0);
      await screenshot(page, `exhibitor-home-${lang}`);

      // The demo fair shows exhibitor contact (isEnableShowExhibitorContact): the card follows the profile.
      expect(decoration.isEnableShowExhibitorContact).toBe(true);
      await page.getByTestId('exhibitor-contact').waitFor();
      expect(await page.getByTestId('exhibitor-contact').locator('a[href^="tel:"]').count()).toBeGreaterThan(
        0,
      );

      await page.getByTestId('profile-expand').click();
      const popup = page.getByTestId('profile-popup');
      await popup.waitFor();
      await popup.getByText(last, { exact: true }).first().waitFor();
      // Labels are capped at 8em: a label's text box is never wider than 8 times its font size.
      // (Image and video fields put their label on a row of its own above the media.)
      const widths = await popup
        .locator('.sf-field:not(.sf-field--wide) > .sf-field__label')
        .evaluateAll((els) =>
          els.map((el) => {
            const cs = getComputedStyle(el);
            return {
              content: el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight),
              cap: 8 * parseFloat(cs.fontSize),
              cut: el.scrollWidth > el.clientWidth,
            };
          }),
        );
      expect(widths.length).toBeGreaterThan(0);
      for (const w of widths) expect(w.content).toBeLessThanOrEqual(w.cap + 0.5);
      // The seed's long label ('Registered capital (ten thousand CNY)') reaches the cap and is ellipsized.
      expect(widths.some((w) => w.cut)).toBe(true);
      // Booth types are translated, never shown as the raw SpecialBooth/StandardBooth value.
      expect(await popup.innerText()).not.toMatch(/SpecialBooth|StandardBooth/);
      await screenshot(page, `exhibitor-profile-popup-${lang}`, { fullPage: false });
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it('records the visit as a page view', async () => {
    const before = await call<TExhibitorDetail>(
      base,
      `/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${DEMO_EXHIBITOR_ID}&lang=en-US`,
    );
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    const tracked = page.waitForResponse((r) => /Track\/Event/i.test(r.url()) && r.status() === 200);
    await page.goto(`${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await tracked;
    await ctx.close();
    const after = await call<TExhibitorDetail>(
      base,
      `/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${DEMO_EXHIBITOR_ID}&lang=en-US`,
    );
    expect(after.visitCount).toBeGreaterThan(before.visitCount);
  });
});
