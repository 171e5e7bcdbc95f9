import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { expect } from 'vitest';
import { type Browser, csrfOf } from './sso-helpers.ts';

/**
 * An independent relying party: openid-client (as the reporter used it) talking to one issuer of the app
 * through inject. It discovers the issuer from its own document and checks everything a real client checks (the
 * discovery's issuer, the authorization response's `iss`, the ID token's signature, issuer, audience and nonce).
 */
export interface RelyingParty {
  origin: string;
  config: oidc.Configuration;
}

function injectFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    let payload: string | Buffer | undefined;
    if (typeof body === 'string') payload = body;
    else if (body instanceof URLSearchParams) payload = body.toString();
    else if (body instanceof Uint8Array) payload = Buffer.from(body);
    else if (body instanceof ArrayBuffer) payload = Buffer.from(new Uint8Array(body));
    else if (body) throw new Error('the test fetch sends no streams');
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      payload,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) headers.append(k, String(one));
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

/** The relying party of the first-party client at `origin` (its issuer is `${origin}/sso`). */
export async function relyingParty(app: FastifyInstance, origin: string): Promise<RelyingParty> {
  const config = await oidc.discovery(new URL(`${origin}/sso`), 'evosClient', undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: injectFetch(app),
  });
  return { origin, config };
}

export interface RpAuthorization {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

/** An authorization request as openid-client builds it (PKCE S256, state, nonce). */
export async function rpAuthorization(
  rp: RelyingParty,
  extra: Record<string, string> = {},
): Promise<RpAuthorization> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = `${rp.origin}/m/callback.html`;
  const url = oidc.buildAuthorizationUrl(rp.config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url, verifier, state, nonce, redirectUri };
}

const local = (url: string | URL) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * Walks the browser from an authorization request to the callback, logging in when the authority asks, and
 * returns the callback's full URL (code, state, iss).
 */
export async function walkToCallback(
  browser: Browser,
  start: URL,
  login?: { email: string; password: string },
): Promise<URL> {
  let next = local(start);
  for (let i = 0; i < 8; i += 1) {
    const res = await browser.get(next);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(300);
    const location = new URL(String(res.headers.location), `http://${browser.host}`);
    if (location.pathname === '/m/callback.html') return location;
    if (/^\/sso\/interaction\/[^/]+$/.test(location.pathname)) {
      const page = await browser.get(local(location));
      if (page.statusCode === 303) {
        // An interaction the authority settles itself (the first-party client's implied consent).
        next = local(new URL(String(page.headers.location), location));
        continue;
      }
      expect(page.statusCode).toBe(200);
      if (!login) throw new Error('the authority asks for a login');
      const done = await browser.post(`${location.pathname}/login`, { csrf: csrfOf(page.body), ...login });
      expect(done.statusCode, done.body).toBe(303);
      next = local(new URL(String(done.headers.location), location));
      continue;
    }
    next = local(location);
  }
  throw new Error('no callback reached');
}

/** The code grant at the relying party's token endpoint, every response check of openid-client applied. */
export function rpRedeem(rp: RelyingParty, callback: URL, auth: RpAuthorization) {
  return oidc.authorizationCodeGrant(rp.config, callback, {
    pkceCodeVerifier: auth.verifier,
    expectedState: auth.state,
    expectedNonce: auth.nonce,
    idTokenExpected: true,
  });
}

/** authorize -> login -> callback -> code grant, as a relying party does it in a browser. */
export async function rpLogin(
  rp: RelyingParty,
  browser: Browser,
  login: { email: string; password: string },
  extra: Record<string, string> = {},
) {
  const auth = await rpAuthorization(rp, extra);
  const callback = await walkToCallback(browser, auth.url, login);
  return rpRedeem(rp, callback, auth);
}

/** The OAuth error code a refused openid-client call carries (invalid_grant, ...), or null if it went through. */
export async function oauthError(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (err) {
    if (err instanceof oidc.ResponseBodyError) return err.error;
    throw err;
  }
}

export { oidc };
