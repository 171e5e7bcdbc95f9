import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-ids.ts';

/**
 * Logs in through the authority's popup, as a visitor does: the floating login button opens /sso in a popup,
 * the visitor types the e-mail and password there, the popup closes and the page shows the account entry.
 * Waits on the page (not on the popup's close), which is what the visitor sees.
 */
export async function loginViaPopup(
  page: Page,
  email: string,
  opts: { password?: string; shot?: (popup: Page) => Promise<void> } = {},
): Promise<void> {
  const button = page.getByTestId('login-button');
  await button.waitFor();
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.locator('input[name=email]').waitFor();
  await popup.locator('input[name=email]').fill(email);
  await popup.locator('input[name=password]').fill(opts.password ?? DEMO_PASSWORD);
  if (opts.shot) await opts.shot(popup);
  await popup.locator('button[type=submit]').click();
  await page.getByTestId('account-entry').waitFor({ timeout: 30_000 });
}
