import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accounts } from '../db/schema/identity.ts';
import { queueMail } from '../mail/outbox.ts';
import { hashPassword, normalizeEmail } from './accounts.ts';
import { csrfValid } from './csrf.ts';
import { createLink, findLink, useLink } from './email-links.ts';
import {
  type FieldErrors,
  type FormBody,
  hidden,
  input,
  newPasswordError,
  str,
  validEmail,
} from './form-fields.ts';
import { esc } from './html.ts';
import { expiredPage, type RouteDeps } from './login-routes.ts';
import { resetMail } from './mail-texts.ts';
import {
  busyPage,
  messagePage,
  type PageContext,
  pageContext,
  queryString,
  safeReturnUrl,
  sendPage,
} from './page-context.ts';
import { PasswordBusy } from './password-work.ts';
import { startSession } from './session.ts';

type Query = { lang?: string; returnUrl?: string };

/** Where a reset may send the person afterwards: the client, or the authority's own registration pages. */
const returnOf = (value: unknown, ctx: PageContext) =>
  safeReturnUrl(value, ctx.origin, ctx.lang, ['/m/', '/sso/registration/', '/sso/register']);

function forgotForm(
  ctx: PageContext,
  o: { returnUrl: string; email?: string; errors?: FieldErrors },
): string {
  const { t } = ctx;
  return `<h1>${esc(t('forgotTitle'))}</h1><p class="sub">${esc(t('forgotIntro'))}</p>
<form method="post" action="/sso/forgot" novalidate>
${hidden('csrf', ctx.csrf)}${hidden('lang', ctx.lang)}${hidden('returnUrl', o.returnUrl)}
${input(t, o.errors ?? {}, { name: 'email', label: 'email', value: o.email, type: 'email', autocomplete: 'username', required: true })}
<button type="submit">${esc(t('forgotButton'))}</button>
</form>
<p class="links"><a href="/sso/login${esc(queryString({ lang: ctx.lang, returnUrl: o.returnUrl }))}">${esc(t('loginLink'))}</a></p>`;
}

function resetForm(ctx: PageContext, action: string, errors: FieldErrors = {}): string {
  const { t } = ctx;
  return `<h1>${esc(t('forgotTitle'))}</h1>
<form method="post" action="${esc(action)}" novalidate>
${hidden('csrf', ctx.csrf)}${hidden('lang', ctx.lang)}
${input(t, errors, { name: 'password', label: 'newPassword', type: 'password', autocomplete: 'new-password', required: true })}
<p class="sub">${esc(t('passwordHint'))}</p>
<button type="submit">${esc(t('resetButton'))}</button>
</form>`;
}

/**
 * "Forgot password": the form answers the same whatever the address (a reset link goes only to an account's
 * address); the link shows a form for a new password, and saving it ends every other session of the account.
 */
export function registerForgotRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { authority, db, clock } = deps;

  app.get<{ Querystring: Query }>('/sso/forgot', async (request, reply) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return reply;
    const returnUrl = returnOf(request.query.returnUrl, ctx);
    return sendPage(reply, ctx, 200, ctx.t('forgotTitle'), forgotForm(ctx, { returnUrl }));
  });

  app.post('/sso/forgot', async (request, reply) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return reply;
    const body = (request.body ?? {}) as FormBody;
    if (!csrfValid(request, body.csrf)) return expiredPage(reply, ctx);
    const returnUrl = returnOf(body.returnUrl, ctx);
    const email = normalizeEmail(str(body, 'email', 254));
    if (!validEmail(email)) {
      const errors: FieldErrors = { email: email ? 'emailInvalid' : 'required' };
      return sendPage(reply, ctx, 400, ctx.t('forgotTitle'), forgotForm(ctx, { returnUrl, email, errors }));
    }
    await db.transaction(async (tx) => {
      const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
      if (!account) return;
      const token = await createLink(tx, clock, {
        purpose: 'reset',
        email,
        accountId: account.id,
        payload: { returnUrl },
      });
      const link = `${ctx.origin}/sso/reset/${token}${queryString({ lang: ctx.lang })}`;
      await queueMail(tx, clock, resetMail(ctx.lang, { to: email, link }));
    });
    void deps.mail.kick();
    return messagePage(reply, ctx, 200, ctx.t('forgotTitle'), ctx.t('forgotSent', { email }), {
      href: `/sso/login${queryString({ lang: ctx.lang, returnUrl })}`,
      label: ctx.t('loginLink'),
    });
  });

  // Opening the link shows the form and changes nothing, so a mail scanner that follows links cannot spend it.
  const openLink = async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return null;
    const link = await findLink(db, clock, 'reset', request.params.token);
    if (!link || link.usedAt || !link.accountId) {
      await messagePage(reply, ctx, 400, ctx.t('linkInvalidTitle'), ctx.t('linkInvalid'), {
        href: `/sso/forgot${queryString({ lang: ctx.lang })}`,
        label: ctx.t('forgotLink'),
      });
      return null;
    }
    const action = `/sso/reset/${request.params.token}`;
    return { ctx, link: { ...link, accountId: link.accountId }, action };
  };

  app.get<{ Params: { token: string } }>('/sso/reset/:token', async (request, reply) => {
    const found = await openLink(request, reply);
    if (!found) return reply;
    return sendPage(reply, found.ctx, 200, found.ctx.t('forgotTitle'), resetForm(found.ctx, found.action));
  });

  app.post<{ Params: { token: string } }>('/sso/reset/:token', async (request, reply) => {
    const found = await openLink(request, reply);
    if (!found) return reply;
    const { ctx, link, action } = found;
    const body = (request.body ?? {}) as FormBody;
    if (!csrfValid(request, body.csrf)) return expiredPage(reply, ctx);
    const password = typeof body.password === 'string' ? body.password : '';
    const problem = newPasswordError(password);
    if (problem) {
      const errors: FieldErrors = { password: problem };
      return sendPage(reply, ctx, 400, ctx.t('forgotTitle'), resetForm(ctx, action, errors));
    }
    let passwordHash: string;
    try {
      passwordHash = await hashPassword(password);
    } catch (err) {
      if (!(err instanceof PasswordBusy)) throw err;
      return busyPage(reply, ctx);
    }
    const changed = await db.transaction(async (tx) => {
      if (!(await useLink(tx, clock, link.id, null))) return false;
      await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, link.accountId));
      return true;
    });
    if (!changed) {
      return messagePage(reply, ctx, 400, ctx.t('linkInvalidTitle'), ctx.t('linkInvalid'));
    }
    // Whoever knew the old password is signed out everywhere; this browser is signed in with the new one.
    await authority.endSessionsOf(link.accountId);
    await deps.limiter.succeeded(link.email);
    await startSession(ctx.provider, request, reply, link.accountId);
    const returnUrl = returnOf((link.payload as { returnUrl?: unknown }).returnUrl, ctx);
    return messagePage(reply, ctx, 200, ctx.t('resetDoneTitle'), ctx.t('resetDone'), {
      href: returnUrl,
      label: ctx.t('continueButton'),
    });
  });
}
