import type { TTicketTokens } from '@showfloor/contracts';

/** Who an access token belongs to, once the authority has found it valid (not expired, not revoked). */
export interface TokenOwner {
  accountId: string;
  clientId: string;
  scope: string;
}

/**
 * What the rest of the gateway needs from the single sign-on authority (src/sso/), and nothing more:
 * /api calls check bearer tokens with it, and the urf_ticket exchange mints a session with it.
 */
export interface SsoPort {
  /** The issuer URLs this authority answers as (one per allowed public origin), e.g. http://127.0.0.1:8080/sso. */
  readonly issuers: readonly string[];
  /** null for an unknown, expired, revoked or malformed token. */
  verifyAccessToken(token: string): Promise<TokenOwner | null>;
  /** A new grant for the account with the first-party client, as a token response (access, refresh, id token). */
  issueTokens(accountId: string, origin: string): Promise<TTicketTokens>;
}
