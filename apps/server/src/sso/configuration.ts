import { CLIENT_ID } from '@showfloor/contracts';
import type { Adapter, KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { findAccount } from './accounts.ts';
import type { SsoKeys } from './keys.ts';
import { errorPage, logoutPage, loggedOutPage } from './provider-pages.ts';

export const SSO_PREFIX = '/sso';
/**
 * The scopes the authority grants. offline_access is not one of them: a refresh token lives only as long as the
 * authority session it came from (see expiresWithSession), so a request for it is ignored, never granted.
 */
export const SCOPES = ['openid', 'profile', 'email'] as const;
/** Extra authorize params the pages read: the event (title, registration) and where the client returns. */
export const EXTRA_PARAMS = ['bventId', 'return_url'] as const;

const DAY = 24 * 60 * 60;

/** The account's claims by scope, as the ID token and userinfo give them. */
const SCOPE_CLAIMS = { openid: ['sub'], profile: ['name'], email: ['email'] };

/**
 * What discovery advertises as claims_supported: what our ID tokens and userinfo carry. Every ID token names
 * its issuer and the time of the sign-in (the client requires auth_time); sid is not there, as no ID token
 * carries it (the provider adds it only for clients with a back-channel logout, which ours has not).
 */
export const CLAIMS_SUPPORTED: readonly string[] = [
  'iss',
  'auth_time',
  ...Object.values(SCOPE_CLAIMS).flat(),
];

export function redirectUris(origin: string) {
  return {
    redirect_uris: [`${origin}/m/callback.html`, `${origin}/m/silent.html`],
    post_logout_redirect_uris: [`${origin}/m/callback.html`],
  };
}

export interface ConfigurationInput {
  db: Db;
  origin: string;
  allowedOrigins: readonly string[];
  keys: SsoKeys;
  adapter: new (model: string) => Adapter;
}

/**
 * oidc-provider's configuration for one public origin (issuer `${origin}/sso`). Only the first-party public
 * client exists: code + PKCE (S256), refresh tokens issued, rotated and bound to the session, consent implied
 * (no scope needs it: offline access is not granted).
 */
export function ssoConfiguration(input: ConfigurationInput): Record<string, unknown> {
  const { db, origin, allowedOrigins, keys } = input;
  return {
    adapter: input.adapter,
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Showfloor',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Every ID token says when the sign-in happened, as discovery advertises.
        require_auth_time: true,
        ...redirectUris(origin),
      },
    ],
    scopes: [...SCOPES],
    claims: SCOPE_CLAIMS,
    extraParams: [...EXTRA_PARAMS],
    pkce: { required: () => true },
    responseTypes: ['code'],
    routes: {
      authorization: '/auth',
      token: '/token',
      userinfo: '/me',
      jwks: '/jwks',
      end_session: '/session/end',
      revocation: '/token/revocation',
      introspection: '/token/introspection',
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage, postLogoutSuccessSource: loggedOutPage },
    },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) =>
        `${SSO_PREFIX}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const account = await findAccount(db, id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, name: account.fullName, email: account.email }),
      };
    },
    /** First-party client: the grant covers every scope without a consent screen. */
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session.accountId) return undefined;
      const consentGrant = result?.consent?.grantId;
      const grantId =
        (typeof consentGrant === 'string' ? consentGrant : undefined) ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const grant = await provider.Grant.find(grantId);
        if (grant && grant.accountId === session.accountId) return grant;
      }
      if (client.clientId !== CLIENT_ID) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    // The first-party client gets refresh tokens without offline access: they keep it signed in while the
    // authority session lives, and end with it.
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(t: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // Every code and token of a sign-in is bound to its session: logout, the session's end or a password reset
    // ends them, and the provider never marks a grant as one that outlives logout.
    expiresWithSession: async () => true,
    rotateRefreshToken: true,
    // CORS for the token, userinfo and revocation endpoints: only our own public origins.
    clientBasedCORS: (_ctx: KoaContextWithOIDC, requestOrigin: string) =>
      allowedOrigins.includes(requestOrigin),
    renderError: errorPage,
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      // A rotated refresh token keeps its family's end: a public client cannot stay logged in forever.
      RefreshToken: (ctx: KoaContextWithOIDC | undefined) => {
        const rotated = ctx?.oidc
          ? (ctx.oidc as unknown as { entities?: Record<string, unknown> }).entities
          : undefined;
        const previous = rotated?.RotatedRefreshToken as { remainingTTL?: number } | undefined;
        return previous?.remainingTTL ?? 14 * DAY;
      },
    },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
  };
}
