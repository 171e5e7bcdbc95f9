import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events } from '../../apps/server/src/db/schema/events.ts';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { openDemoDatabase } from '../harness/database.ts';
import { newDataDir, startServer, type RunningServer } from '../harness/server.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../harness/demo.ts';

// The organizer's custom style and script (its decoration) run in the page; the document's CSP lets in
// only scripts that carry its nonce, so nothing else injected into the page runs.
const ORGANIZER_SCRIPT = "document.documentElement.setAttribute('data-organizer-script', 'ran');";
const ORGANIZER_STYLE = '.sf-hero__name { letter-spacing: 3px; }';

let server: RunningServer;
const browser = useBrowser();
beforeAll(async () => {
  // The organizer edits the event's decoration in the database before the server starts (no admin UI yet).
  const dataDir = newDataDir();
  const database = await openDemoDatabase({ dataDir });
  await database.db
    .update(events)
    .set({
      decoration: sql`jsonb_set(jsonb_set(${events.decoration}, '{customScript}', ${JSON.stringify(ORGANIZER_SCRIPT)}::jsonb), '{customStyle}', ${JSON.stringify(ORGANIZER_STYLE)}::jsonb)`,
    })
    .where(eq(events.id, DEMO_EVENT_ID));
  await database.close();
  server = await startServer({}, dataDir);
});
afterAll(async () => {
  await server?.stop();
});

describe("organizer's decoration under the CSP", () => {
  it('runs the custom style and script, and blocks a script without the nonce', async () => {
    const ctx = await newContext(browser(), { locale: 'en-US' });
    const page = await ctx.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${server.url}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
    await page.getByTestId('exhibitor-name').waitFor();
    await page.locator('html[data-organizer-script="ran"]').waitFor({ state: 'attached' });
    const spacing = await page
      .getByTestId('exhibitor-name')
      .evaluate((el) => getComputedStyle(el).letterSpacing);
    expect(spacing).toBe('3px');

    const rogueRan = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = "document.documentElement.setAttribute('data-rogue', 'ran');";
      document.body.append(s);
      await new Promise((r) => setTimeout(r, 100));
      return document.documentElement.hasAttribute('data-rogue');
    });
    expect(rogueRan).toBe(false);
    expect(violations.length).toBeGreaterThan(0);
    await screenshot(page, 'organizer-decoration-en-US');
    await ctx.close();
  });
});
