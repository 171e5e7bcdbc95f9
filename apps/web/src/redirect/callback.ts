import { userManager } from '../lib/oidc-manager.ts';
import { LOGIN_LANDING_KEY } from '../lib/oidc-settings.ts';

/**
 * /m/callback.html: where the authority sends sign-in and sign-out responses (the registered redirect
 * and post-logout URI). A popup hands the response to its opener; a redirect sign-in goes on to the app's
 * silentLoginRedirect page (which completes it with the router and caches at hand); a redirect sign-out
 * ends here and goes back to where it began. No React, no app code: this page must stay tiny.
 */
async function main(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const signin = params.has('code') || (params.has('error') && params.has('state'));
  const um = userManager();
  const inPopup = Boolean(window.opener && window.opener !== window);
  if (signin) {
    if (inPopup) {
      await um.signinPopupCallback();
      return;
    }
    let landing = '/m/';
    try {
      landing = window.localStorage.getItem(LOGIN_LANDING_KEY) || landing;
    } catch {
      // Storage denied: the app's base still completes nothing, but the visitor is not stranded.
    }
    window.location.replace(landing + window.location.search);
    return;
  }
  if (inPopup) {
    await um.signoutPopupCallback();
    return;
  }
  const response = await um.signoutRedirectCallback();
  const back = typeof response.userState === 'string' ? response.userState : '/m/';
  window.location.replace(back.startsWith('/') && !back.startsWith('//') ? back : '/m/');
}

main().catch(() => {
  // A stale or replayed response: close the popup, or go to the app.
  if (window.opener) window.close();
  else window.location.replace('/m/');
});
