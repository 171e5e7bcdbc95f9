import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_NOT_PASSED_EXHIBITOR_ID,
  DEMO_UPLOADING_EXHIBITOR_ID,
} from '../harness/demo.ts';

const base = inject('baseUrl');
const browser = useBrowser();

// Exhibitor states 1001-1004 lead to noContent with their messages.
const cases = [
  { id: DEMO_BANNED_EXHIBITOR_ID, code: '1002', lang: 'en-US', message: 'The exhibitor has been banned' },
  { id: DEMO_BANNED_EXHIBITOR_ID, code: '1002', lang: 'zh-CN', message: '展商已被禁用' },
  { id: DEMO_MISSING_EXHIBITOR_ID, code: '1001', lang: 'en-US', message: 'The exhibitor does not exist' },
  {
    id: DEMO_NOT_PASSED_EXHIBITOR_ID,
    code: '1003',
    lang: 'en-US',
    message: 'The exhibitor has not been approved',
  },
  {
    id: DEMO_UPLOADING_EXHIBITOR_ID,
    code: '1004',
    lang: 'pt-PT',
    message: 'O expositor está a carregar dados, aguarde',
  },
] as const;

describe('exhibitor states lead to noContent', () => {
  for (const c of cases) {
    it(`${c.code} in ${c.lang}`, async () => {
      const ctx = await newContext(browser(), { locale: c.lang });
      const page = await ctx.newPage();
      await page.goto(`${base}/m/${c.lang}/exhibitor/${c.id}`);
      await page.waitForURL(/\/noContent\?/);
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/m/${c.lang}/noContent`);
      expect(url.searchParams.get('code')).toBe(c.code);
      expect(url.searchParams.get('id')).toBe(c.id);
      await page.getByText(c.message, { exact: true }).first().waitFor();
      // The visitor reads the spec's words, never the internal route name or the id.
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('client.exhibitor');
      expect(text).not.toContain(c.id);
      await screenshot(page, `no-content-${c.code}-${c.lang}`);
      await ctx.close();
    });
  }
});
