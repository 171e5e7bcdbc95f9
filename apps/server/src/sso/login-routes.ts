import { CLIENT_ID } from '@showfloor/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { checkCredentials, normalizeEmail } from './accounts.ts';
import type { SsoAuthority } from './authority.ts';
import { SCOPES } from './configuration.ts';
import { csrfValid } from './csrf.ts';
import { loadEvent } from './events.ts';
import { type FormBody, hidden, str } from './form-fields.ts';
import { loginBody, type LoginView } from './login-view.ts';
import {
  busyPage,
  messagePage,
  type PageContext,
  pageContext,
  queryString,
  safeReturnUrl,
  sendPage,
  withUiLocales,
} from './page-context.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { PasswordBusy } from './password-work.ts';
import { startSession } from './session.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '@showfloor/domain';

export interface RouteDeps {
  db: Db;
  authority: SsoAuthority;
  limiter: LoginLimiter;
  clock: Clock;
  /** Told after a message is queued, so it leaves now rather than at the next sweep. */
  mail: { kick(): Promise<void> };
}

type Params = { uid: string };

/** The interaction of this request (cookie-bound to its uid), or null when it is gone or not this one. */
export async function loadInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
) {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === uid ? details : null;
  } catch {
    return null;
  }
}

export function expiredPage(reply: FastifyReply, ctx: PageContext) {
  return messagePage(reply, ctx, 400, ctx.t('errorTitle'), ctx.t('errorExpired'));
}

/**
 * Checks a login form: CSRF, then the per-IP+email limit (429), then the credentials, answering the same
 * message whether the email is unknown or the password wrong. Returns the account id or sends the page.
 */
async function attemptLogin(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: PageContext,
  view: LoginView,
): Promise<string | null> {
  const body = (request.body ?? {}) as FormBody;
  const email = str(body, 'email', 254);
  if (!csrfValid(request, body.csrf)) {
    await expiredPage(reply, ctx);
    return null;
  }
  const account = normalizeEmail(email);
  if (!(await deps.limiter.allows(request.ip, account))) {
    await messagePage(reply, ctx, 429, ctx.t('tooManyTitle'), ctx.t('tooMany'));
    return null;
  }
  const password = typeof body.password === 'string' ? body.password.slice(0, 1024) : '';
  let accountId: string | null = null;
  try {
    accountId = email && password ? await checkCredentials(deps.db, email, password) : null;
  } catch (err) {
    if (!(err instanceof PasswordBusy)) throw err;
    await busyPage(reply, ctx);
    return null;
  }
  if (accountId) await deps.limiter.succeeded(account);
  else {
    await deps.limiter.failed(request.ip, account);
    await sendPage(
      reply,
      ctx,
      400,
      ctx.t('loginTitle'),
      loginBody(ctx, { ...view, email, error: ctx.t('badCredentials') }),
    );
    return null;
  }
  return accountId;
}

/**
 * The page of a login the web client started (an authorize request). For an event it is the event's entry, as
 * login leads to the event's registration page: the identity choice of registration first, then an existing
 * account's login on the same page. Without an event, the login form with a link to registration.
 */
function interactionView(ctx: PageContext, uid: string, event: { title: string } | null): LoginView {
  const registerPath = `/sso/interaction/${uid}/register`;
  return {
    action: `/sso/interaction/${uid}/login`,
    registerHref: `${registerPath}${queryString({ lang: ctx.lang })}`,
    forgotHref: `/sso/forgot${queryString({ lang: ctx.lang })}`,
    eventTitle: event?.title,
    register: event ? (identity) => `${registerPath}${queryString({ lang: ctx.lang, identity })}` : undefined,
  };
}

export function registerLoginRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { authority, db } = deps;

  // The provider sends the browser here when it needs a login (or, rarely, a consent) for an authorize request.
  app.get<{ Params: Params }>('/sso/interaction/:uid', async (request, reply) => {
    const base = await pageContext(authority, request, reply);
    if (!base) return reply;
    const details = await loadInteraction(base.provider, request, reply, request.params.uid);
    if (!details) return expiredPage(reply, base);
    const ctx = withUiLocales(base, request, details.params.ui_locales);

    if (details.prompt.name === 'consent') {
      // First-party client: consent is implied for our scopes, none of which is offline access.
      const accountId = details.session?.accountId;
      if (!accountId || details.params.client_id !== CLIENT_ID) return expiredPage(reply, ctx);
      const grant =
        (details.grantId ? await ctx.provider.Grant.find(details.grantId) : undefined) ??
        new ctx.provider.Grant({ clientId: CLIENT_ID, accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      const grantId = await grant.save();
      const returnTo = await ctx.provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(returnTo, 303);
    }

    const event = details.params.bventId ? await loadEvent(db, details.params.bventId, ctx.lang) : null;
    return sendPage(
      reply,
      ctx,
      200,
      ctx.t(event ? 'eventEntryTitle' : 'loginTitle'),
      loginBody(ctx, interactionView(ctx, details.uid, event)),
    );
  });

  app.post<{ Params: Params }>('/sso/interaction/:uid/login', async (request, reply) => {
    const base = await pageContext(authority, request, reply);
    if (!base) return reply;
    const details = await loadInteraction(base.provider, request, reply, request.params.uid);
    if (!details) return expiredPage(reply, base);
    const ctx = withUiLocales(base, request, details.params.ui_locales);
    const event = details.params.bventId ? await loadEvent(db, details.params.bventId, ctx.lang) : null;
    const accountId = await attemptLogin(deps, request, reply, ctx, interactionView(ctx, details.uid, event));
    if (!accountId) return reply;
    const returnTo = await ctx.provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  // A login outside an authorize request, for the authority's own pages (correcting a registration).
  const standaloneView = (ctx: PageContext, returnUrl: string) => ({
    action: '/sso/login',
    registerHref: `/sso/register${queryString({ lang: ctx.lang })}`,
    forgotHref: `/sso/forgot${queryString({ lang: ctx.lang, returnUrl })}`,
    extraHidden: hidden('returnUrl', returnUrl),
  });
  const authorityReturn = (value: unknown, ctx: PageContext) =>
    safeReturnUrl(value, ctx.origin, ctx.lang, ['/m/', '/sso/registration/', '/sso/register']);

  // The authority's own address, as the README and people type it: its login page, in the query's language.
  app.get<{ Querystring: { lang?: string } }>('/sso', async (request, reply) => {
    const lang = typeof request.query.lang === 'string' ? request.query.lang : '';
    return reply.redirect(`/sso/login${queryString({ lang: lang || undefined })}`, 302);
  });

  app.get<{ Querystring: { returnUrl?: string } }>('/sso/login', async (request, reply) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return reply;
    const returnUrl = authorityReturn(request.query.returnUrl, ctx);
    return sendPage(reply, ctx, 200, ctx.t('loginTitle'), loginBody(ctx, standaloneView(ctx, returnUrl)));
  });

  app.post('/sso/login', async (request, reply) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return reply;
    const returnUrl = authorityReturn((request.body as FormBody | undefined)?.returnUrl, ctx);
    const accountId = await attemptLogin(deps, request, reply, ctx, standaloneView(ctx, returnUrl));
    if (!accountId) return reply;
    await startSession(ctx.provider, request, reply, accountId);
    return reply.redirect(returnUrl, 303);
  });
}
