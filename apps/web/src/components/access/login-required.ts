import { getCurrentEventId } from '../../lib/event-session.ts';
import { currentLanguage } from '../../lib/language.ts';
import { showNotLoggedIn } from './gate-dialogs.tsx';

let showing = false;

/** The api-client's login-required event: the not-logged-in dialog, once however many calls failed. */
export async function onLoginRequired(): Promise<void> {
  if (showing) return;
  showing = true;
  try {
    await showNotLoggedIn({
      lang: currentLanguage(),
      bventId: getCurrentEventId(),
      returnUrl: window.location.pathname + window.location.search,
    });
  } finally {
    showing = false;
  }
}
