import type { TokenRefresher } from './auth-session.ts';

export interface RenewedUser {
  access_token: string;
  profile?: { sub?: string };
}

export interface RefresherDeps {
  /** Whether a refresh token is stored at all (no token: nothing to try, login is required). */
  hasRefreshToken: () => boolean;
  /** Spends the refresh token (UserManager.signinSilent does when the user has one). */
  renew: () => Promise<RenewedUser | null>;
  onRenewed: (user: RenewedUser) => void;
  /** The refresh token was refused (expired, replayed, revoked): the stored login is over. */
  onFailed: () => void;
}

/**
 * A refresher that spends the refresh token once per burst: concurrent callers share one renewal (the
 * authority rotates refresh tokens, so a second use of the same one would be refused and log the user
 * out). A refused renewal ends the login, so later 401s ask for login instead of trying again.
 */
export function createRefresher(deps: RefresherDeps): TokenRefresher {
  let inflight: Promise<string | null> | null = null;
  return () => {
    if (!deps.hasRefreshToken()) return Promise.resolve(null);
    inflight ??= deps
      .renew()
      .then((user) => {
        if (!user?.access_token) throw new Error('no token');
        deps.onRenewed(user);
        return user.access_token;
      })
      .catch(() => {
        deps.onFailed();
        return null;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };
}
