import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, newContext, type ContextOptions } from './browser.ts';
import { DEMO_EXHIBITOR_ID, demoEmail, type DEMO_ACCOUNTS } from './demo.ts';
import { loginViaPopup } from './login.ts';
import { newDataDir, type RunningServer, startServer } from './server.ts';

/**
 * A journey with a gateway of its own (a fresh data directory, its own settings) and one Chromium: started before
 * the journey's tests, everything closed after. `signedIn` opens a phone context in a language and signs a demo
 * account in from an exhibitor's page; `context` opens one signed in as nobody.
 */
export function ownServerJourney(
  env: () => Promise<Record<string, string>> | Record<string, string> = () => ({}),
) {
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startServer(await env(), newDataDir());
    browser = await launch();
  }, 180_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  const url = () => server!.url;
  const context = async (opts: ContextOptions) => {
    const ctx = await newContext(browser!, opts);
    contexts.push(ctx);
    return ctx;
  };
  const signedIn = async (
    locale: string,
    who: keyof typeof DEMO_ACCOUNTS,
  ): Promise<[Page, BrowserContext]> => {
    const ctx = await context({ locale, timezoneId: 'Asia/Shanghai' });
    const page = await ctx.newPage();
    await page.goto(`${url()}/m/${locale}/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await loginViaPopup(page, demoEmail(who));
    return [page, ctx];
  };
  return { url, context, signedIn };
}
