import epochTime from 'oidc-provider/lib/helpers/epoch_time.js';

/*
 * The authority's time is oidc-provider's: the library stamps and checks every token (iat, exp, auth_time, a
 * session's expiry) with its own reading of the machine's clock, and offers no way to give it another. What the
 * authority writes beside the provider's records (a row's expiry, a consumed token, a ticket's auth_time, the
 * session cookie) must be on that same clock, not on the project's Clock, which CLOCK_AT or a test moves: a token
 * would otherwise expire, or say it was issued, at another time than the provider believes. This module is the
 * one place the authority reads it, through the provider's own helper.
 */

/** Now, in whole seconds since the epoch, as the provider counts it. */
export const providerEpochSeconds = (): number => epochTime();

/** The instant `seconds` from now on the provider's clock (0: now). */
export const providerTime = (seconds = 0): Date => new Date((epochTime() + seconds) * 1000);
