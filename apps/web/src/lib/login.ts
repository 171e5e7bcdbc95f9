import type { TLanguage } from '@showfloor/contracts';
import type { TokenResponse } from './oidc-manager.ts';
import { paths } from '../config/paths.ts';
import { setSessionUser } from './auth-session.ts';
import { clientHost } from './device.ts';
import { LOGIN_LANDING_KEY } from './oidc-settings.ts';
import { oidcUserKey, parseStoredUser } from './oidc-store.ts';
import { clearSessionData, sessionChanged } from './session/session-cache.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { createRefresher } from './token-refresher.ts';

/**
 * Login, logout and silent sign-in against the authority (OpenID Connect at /sso). oidc-client-ts is
 * imported here only dynamically: the first screen does not pay for it.
 */
const loadManager = () => import('./oidc-manager.ts');

export interface LoginTarget {
  lang: TLanguage;
  bventId: string | null;
  /** Where the visitor was (path and query), to come back to. */
  returnUrl: string;
}

interface WxMiniProgram {
  navigateTo?: (opts: { url: string }) => void;
}
function wxMiniProgram(): WxMiniProgram | null {
  const wx = (window as Window & { wx?: { miniProgram?: WxMiniProgram } }).wx;
  return wx?.miniProgram?.navigateTo ? wx.miniProgram : null;
}

/**
 * Loads the sign-in library ahead of a likely login: the popup must open close to the tap, and browsers
 * (Safari above all) block a window opened after a long wait.
 */
export function preloadSignin(): void {
  void loadManager().then((m) => m.userManager());
}

/** Inside a mini-program host with its JSSDK: a page of the host, not a web page. False when not there. */
export function miniProgramNavigate(path: string): boolean {
  const mp = clientHost() === 'miniProgram' ? wxMiniProgram() : null;
  if (!mp?.navigateTo) return false;
  mp.navigateTo({ url: path });
  return true;
}

/** Browsers that block the popup make window.open return null; oidc-client-ts then fails to navigate it. */
export function isPopupBlocked(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /popup blocked|disposed window|window\.open/i.test(message);
}

export function isPopupClosed(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /popup closed|popup aborted/i.test(message);
}

function extraParams(t: LoginTarget): Record<string, string> {
  const all: Record<string, string | null> = {
    bventId: t.bventId,
    ui_locales: t.lang,
    return_url: new URL(t.returnUrl, window.location.origin).href,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => Boolean(e[1])));
}

/**
 * Starts login: the mini-program's login page inside a mini program; elsewhere the authority in a popup,
 * or by redirect when the popup is blocked (the visitor comes back to returnUrl). Resolves true when the
 * visitor is logged in here and now (popup), false when they went elsewhere or closed the popup.
 */
export async function startLogin(target: LoginTarget): Promise<boolean> {
  const back = new URL(target.returnUrl, window.location.origin).href;
  if (miniProgramNavigate(paths.miniProgramLogin(back))) return false;
  const { userManager } = await loadManager();
  const um = userManager();
  const extraQueryParams = extraParams(target);
  try {
    const user = await um.signinPopup({ extraQueryParams, popupAbortOnClose: true });
    setSessionUser(user);
    sessionChanged();
    return true;
  } catch (error) {
    if (isPopupClosed(error)) return false;
    if (!isPopupBlocked(error)) throw error;
    writeStored(LOGIN_LANDING_KEY, paths.silentLoginRedirect(target.lang));
    await um.signinRedirect({ extraQueryParams, url_state: target.returnUrl });
    return false;
  }
}

/** Completes a redirect sign-in (code and state in `url`); resolves the return URL it carried. */
export async function completeRedirectLogin(url: string): Promise<string | null> {
  const { userManager } = await loadManager();
  const user = await userManager().signinRedirectCallback(url);
  setSessionUser(user);
  sessionChanged();
  writeStored(LOGIN_LANDING_KEY, null);
  return user.url_state ?? null;
}

/** prompt=none through silent.html: logged in when the authority still has a session, else nothing. */
export async function trySilentLogin(): Promise<boolean> {
  const { userManager } = await loadManager();
  try {
    const user = await userManager().signinSilent({ forceIframeAuth: true });
    setSessionUser(user);
    sessionChanged();
    return Boolean(user);
  } catch {
    return false;
  }
}

/** An exchanged urf_ticket: its tokens become the stored user, refreshable like any sign-in. */
export async function loginWithTokens(tokens: TokenResponse): Promise<void> {
  const { storeTokens } = await loadManager();
  const user = await storeTokens(tokens);
  setSessionUser(user);
  sessionChanged();
}

/** Forgets the login here (the authority's session is left alone): user, marker, role, cached user data. */
export async function clearLocalLogin(): Promise<void> {
  writeStored(oidcUserKey(window.location.origin), null);
  writeStored(STORAGE_KEYS.currentOrg, null);
  setSessionUser(null);
  clearSessionData();
}

/**
 * Signs out at the authority (popup, or redirect when blocked), forgets the login here and reloads at
 * `target`. With no stored user there is nothing to end at the authority.
 */
export async function startLogout(target: string): Promise<void> {
  const hadUser = readStored(oidcUserKey(window.location.origin)) !== null;
  if (hadUser) {
    const { userManager } = await loadManager();
    const um = userManager();
    // Read first: the library removes the stored user before it finds out the popup was blocked.
    const idToken = (await um.getUser())?.id_token;
    try {
      await um.signoutPopup({ popupAbortOnClose: true });
    } catch (error) {
      if (isPopupBlocked(error)) {
        // The id token goes along (the authority ends the session without asking); the local login is
        // cleared first, as the page is left for the authority.
        await clearLocalLogin();
        await um.signoutRedirect({ state: target, id_token_hint: idToken });
        return;
      }
      // Closed or refused at the authority: the local login still ends, as the visitor asked.
    }
  }
  await clearLocalLogin();
  window.location.replace(target);
}

/** The api-client's refresher (set in main.tsx): the stored refresh token, spent once (createRefresher). */
export const refreshToken = createRefresher({
  hasRefreshToken: () =>
    Boolean(parseStoredUser(readStored(oidcUserKey(window.location.origin)))?.refresh_token),
  renew: async () => {
    const { userManager } = await loadManager();
    return userManager().signinSilent();
  },
  onRenewed: (user) => setSessionUser(user),
  onFailed: () => void clearLocalLogin(),
});
