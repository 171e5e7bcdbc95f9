import { describe, expect, inject, it } from 'vitest';
import type { TActivityDetail } from '@showfloor/contracts';
import { newContext, screenshot, useBrowser } from '../harness/browser.ts';
import { call } from '../harness/api.ts';
import { DEMO_EXHIBITOR_ID } from '../harness/demo.ts';
import { DEMO_ENDED_ACTIVITY_ID, DEMO_MISSING_ACTIVITY_ID } from '../../apps/server/src/db/seed/demo-ids.ts';

const base = inject('baseUrl');
const browser = useBrowser();

describe('exhibitor activities', () => {
  it('exhibitor page -> activity tab -> first card -> eventsDetails shows its title and state', async () => {
    const lang = 'en-US';
    // The first card is the earliest activity: the demo exhibitor's pre-show webinar.
    const first = await call<TActivityDetail>(
      base,
      `/ExpoAggregator/NoToken/ExhibitorActivity/Detail?id=${DEMO_ENDED_ACTIVITY_ID}&lang=${lang}`,
    );
    const ctx = await newContext(browser(), { locale: lang, timezoneId: 'Europe/Lisbon' });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/m/${lang}/exhibitor/${DEMO_EXHIBITOR_ID}`);

    await page.getByTestId('exhibitor-tab-activity').click();
    await page.waitForURL(/\/exhibitor\/[^/]+\/activity$/);
    const cards = page.getByTestId('activity-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    const states = await page
      .getByTestId('activity-state')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
    expect(states.every((s) => s === 'upcoming' || s === 'live' || s === 'ended')).toBe(true);
    // Times in the viewer's zone with its label: Lisbon is GMT+0 in winter.
    expect(await cards.first().innerText()).toContain('GMT+0');
    await screenshot(page, 'exhibitor-activity-tab-en-US');

    await cards.first().click();
    await page.waitForURL(/\/eventsDetails\?id=/);
    expect(new URL(page.url()).searchParams.get('id')).toBe(DEMO_ENDED_ACTIVITY_ID);
    const title = page.getByTestId('activity-detail-title');
    await title.waitFor();
    expect(await title.innerText()).toBe(first.title);
    const state = page.getByTestId('activity-state');
    expect(await state.getAttribute('data-state')).toBe(first.state);
    expect(await state.innerText()).toBe({ upcoming: 'Upcoming', live: 'Live', ended: 'Ended' }[first.state]);
    await expect.poll(() => page.title()).toBe('Exhibitor activity detail');
    await screenshot(page, 'exhibitor-activity-detail-en-US');

    // An unknown activity answers 404 ActivityNotFound: noContent, with the activity's own words.
    await page.goto(
      `${base}/m/${lang}/exhibitor/${DEMO_EXHIBITOR_ID}/eventsDetails?id=${DEMO_MISSING_ACTIVITY_ID}`,
    );
    await page.waitForURL(/\/noContent\?/);
    expect(new URL(page.url()).searchParams.get('code')).toBe('7101');
    await page.getByText('This activity does not exist').first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
