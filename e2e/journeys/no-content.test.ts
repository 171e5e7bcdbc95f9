import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_NOT_PASSED_EXHIBITOR_ID,
  DEMO_UPLOADING_EXHIBITOR_ID,
} from '../harness/demo.ts';
import { DEMO_MISSING_VIDEO_ID, ID_PREFIX, guid } from '../../apps/server/src/db/seed/demo-ids.ts';

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

// Every page's missing subject follows the same rule (HTTP 404 with its code): an unknown video, an unknown pavilion.
const others = [
  { path: `video/${DEMO_MISSING_VIDEO_ID}`, code: '7001', lang: 'zh-CN', message: '视频不存在' },
  {
    path: `pavilion/${guid(ID_PREFIX.pavilion, 0xffff)}`,
    code: '4001',
    lang: 'en-US',
    message: 'The exhibition group does not exist',
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

describe('other pages whose subject is not there lead to noContent too', () => {
  for (const c of others) {
    it(`${c.code} in ${c.lang}`, async () => {
      const ctx = await newContext(browser(), { locale: c.lang });
      const page = await ctx.newPage();
      const res = await page.goto(`${base}/m/${c.lang}/${c.path}`);
      // The server renders the noContent page at the address asked, with its status.
      expect(res?.status()).toBe(404);
      await page.waitForURL(/\/noContent\?/);
      expect(new URL(page.url()).searchParams.get('code')).toBe(c.code);
      await page.getByText(c.message, { exact: true }).first().waitFor();
      await screenshot(page, `no-content-${c.code}-${c.lang}`);
      await ctx.close();
    });
  }
});
