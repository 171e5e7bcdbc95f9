import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { desc, eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema/identity.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { hashPassword } from '../src/sso/accounts.ts';

export const ORIGIN = 'http://localhost';
export const CALLBACK = `${ORIGIN}/m/callback.html`;
export const DEMO_EVENT = 'b7e1a000-2026-4120-8000-000000000001';

/** A browser's cookies for one host (paths ignored: the tests walk one flow at a time). */
export class Browser {
  readonly jar = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly host = 'localhost',
  ) {}

  async request(opts: InjectOptions & { form?: Record<string, string> }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: this.host, ...(opts.headers as Record<string, string>) };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload = opts.payload;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(opts.form).toString();
    }
    const { form: _form, ...rest } = opts;
    const res = await this.app.inject({ ...rest, headers, payload } as InjectOptions);
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      if (!c.value || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0)
        this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request({ method: 'POST', url, form, headers });
  }
}

export function path(location: string | string[] | undefined): string {
  const url = new URL(String(location), ORIGIN);
  return `${url.pathname}${url.search}`;
}

export function csrfOf(html: string): string {
  const m = /name="csrf" value="([^"]+)"/.exec(html);
  if (!m) throw new Error('no csrf field in the page');
  return m[1]!;
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export async function createAccount(db: Db, email: string, password: string, fullName = 'Test User') {
  const id = randomUUID();
  await db.insert(accounts).values({ id, email, passwordHash: await hashPassword(password), fullName });
  return id;
}

export function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({
    client_id: 'evosClient',
    response_type: 'code',
    redirect_uri: CALLBACK,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st4te',
    nonce: 'n0nce',
    ...extra,
  });
  return `/sso/auth?${q}`;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

/** authorize -> login page -> credentials -> (consent implied) -> code -> tokens. */
export async function loginFlow(
  browser: Browser,
  email: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<TokenResponse> {
  const { verifier, challenge } = pkce();
  const auth = await browser.get(authorizeUrl(challenge, extra));
  expect(auth.statusCode).toBe(303);
  const interaction = path(auth.headers.location);
  expect(interaction).toMatch(/^\/sso\/interaction\//);
  const page = await browser.get(interaction);
  expect(page.statusCode).toBe(200);
  const login = await browser.post(`${interaction}/login`, { csrf: csrfOf(page.body), email, password });
  expect(login.statusCode).toBe(303);
  const code = await followToCallback(browser, path(login.headers.location));
  return exchangeCode(browser, code, verifier);
}

/** Follows the provider's redirects until /m/callback.html and returns the code. */
export async function followToCallback(browser: Browser, start: string): Promise<string> {
  let next = start;
  for (let i = 0; i < 5; i += 1) {
    const res = await browser.get(next);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(300);
    const location = new URL(String(res.headers.location), ORIGIN);
    if (location.pathname === '/m/callback.html') {
      expect(location.searchParams.get('state')).toBe('st4te');
      return location.searchParams.get('code')!;
    }
    next = `${location.pathname}${location.search}`;
  }
  throw new Error('no callback reached');
}

export async function exchangeCode(browser: Browser, code: string, verifier: string): Promise<TokenResponse> {
  const res = await browser.post('/sso/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK,
    client_id: 'evosClient',
    code_verifier: verifier,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TokenResponse>();
}

export function refresh(browser: Browser, refreshToken: string) {
  return browser.post('/sso/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'evosClient',
  });
}

/** The e-mails to this address in the outbox, newest first, once the sender has written what was queued. */
export async function mailsTo(app: FastifyInstance, db: Db, to: string) {
  await app.mail.kick();
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to.toLowerCase()))
    .orderBy(desc(mailOutbox.seq));
}

/** The path (and query) of the first link in a mail's text that goes to `prefix` on the test origin. */
export function linkIn(text: string, prefix: string): string {
  const found = new RegExp(`${ORIGIN}(${prefix.replace(/[/]/g, '\\/')}[^\\s]*)`).exec(text);
  if (!found) throw new Error(`no ${prefix} link in the mail:\n${text}`);
  return found[1]!;
}

/**
 * Fills the registration form and opens the confirmation link the outbox holds, in the same browser: the account
 * is made then, and the browser is logged in at the authority. Returns the link's answer (303 to the return URL).
 */
export async function registerAndConfirm(
  browser: Browser,
  db: Db,
  form: Record<string, string> & { email: string },
  opts: { lang?: string; returnUrl?: string; event?: string } = {},
) {
  const lang = opts.lang ?? 'en-US';
  const event = opts.event ?? DEMO_EVENT;
  const page = await browser.get(
    `/sso/register?bventId=${event}&identity=${form.identity ?? 'visitor'}&lang=${lang}`,
  );
  const sent = await browser.post('/sso/register', {
    csrf: csrfOf(page.body),
    lang,
    bventId: event,
    identity: 'visitor',
    ...(opts.returnUrl ? { returnUrl: opts.returnUrl } : {}),
    ...form,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [mail] = await mailsTo(browser.app, db, form.email);
  if (!mail) throw new Error(`no mail to ${form.email}`);
  return browser.get(linkIn(mail.text, '/sso/verify/'));
}
