import type { TAttendeeStatus } from '@showfloor/contracts';
import { canReRegister, payWayChoices, visitSourceOf } from '@showfloor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailExists, hashPassword, normalizeEmail } from './accounts.ts';
import { checkEmailPage, newWaiter, type PendingRegistration } from './confirm-routes.ts';
import { createLink } from './email-links.ts';
import { knownAddressMail, verifyMail } from './mail-texts.ts';
import { queueMail } from '../mail/outbox.ts';
import { PasswordBusy } from './password-work.ts';
import { csrfValid } from './csrf.ts';
import { loadEvent, type SsoEvent } from './events.ts';
import {
  type FieldErrors,
  type FormBody,
  hidden,
  newPasswordError,
  payWayField,
  readPayWay,
  readProfile,
  str,
  validEmail,
} from './form-fields.ts';
import { esc } from './html.ts';
import { expiredPage, loadInteraction, type RouteDeps } from './login-routes.ts';
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
import { identityChoiceBody, registerFormBody, ticketLine } from './register-view.ts';
import { findAttendee, type Identity, reRegister } from './registration-service.ts';
import { sessionAccount } from './session.ts';

type Query = { bventId?: string; returnUrl?: string; identity?: string; lang?: string };

function identityOf(value: unknown): Identity | null {
  return value === 'visitor' || value === 'exhibitor' ? value : null;
}

interface Where {
  /** Form action and base of the identity links. */
  path: string;
  /** Params to keep across the steps (query of the links, hidden fields of the form). */
  keep: Record<string, string>;
  loginHref?: string;
}

function showForm(
  reply: FastifyReply,
  ctx: PageContext,
  event: SsoEvent,
  where: Where,
  identity: Identity | null,
  status = 200,
  state: { values?: FormBody; errors?: FieldErrors; formError?: string } = {},
) {
  const link = (i?: Identity) =>
    `${where.path}${queryString({ ...where.keep, lang: ctx.lang, identity: i })}`;
  if (!identity) {
    return sendPage(
      reply,
      ctx,
      status,
      ctx.t('registerTitle'),
      identityChoiceBody(ctx, event, link, where.loginHref),
    );
  }
  const v = state.values ?? {};
  const body = registerFormBody(ctx, {
    event,
    identity,
    action: where.path,
    hidden: where.keep,
    values: {
      email: str(v, 'email', 254),
      fullName: str(v, 'fullName'),
      phone: str(v, 'phone'),
      company: str(v, 'company'),
      jobTitle: str(v, 'jobTitle'),
      region: str(v, 'region') === 'overseas' ? 'overseas' : 'domestic',
      payWay: readPayWay(v),
    },
    errors: state.errors ?? {},
    formError: state.formError,
    changeIdentityHref: link(),
    loginHref: where.loginHref,
  });
  return sendPage(reply, ctx, status, ctx.t('registerTitle'), body);
}

/**
 * Checks a registration form and sends the next step by e-mail: a confirmation link when the address is new (the
 * answers wait with the link, nothing else is written), a note when it already has an account. Both answer the
 * same page with the same work done (the password is hashed either way), so the form tells nobody who has an
 * account. Errors come back on the form (localized, values kept, the password never echoed).
 */
async function submitRegistration(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: PageContext,
  event: SsoEvent,
  where: Where & { waitPath: string; returnUrl: string | null },
): Promise<FastifyReply> {
  const body = (request.body ?? {}) as FormBody;
  if (!csrfValid(request, body.csrf)) return expiredPage(reply, ctx);
  const identity = identityOf(body.identity);
  if (!identity) return showForm(reply, ctx, event, where, null, 400);
  const errors: FieldErrors = {};
  const email = normalizeEmail(str(body, 'email', 254));
  if (!email) errors.email = 'required';
  else if (!validEmail(email)) errors.email = 'emailInvalid';
  const password = typeof body.password === 'string' ? body.password : '';
  const passwordError = newPasswordError(password);
  if (passwordError) errors.password = passwordError;
  const profile = readProfile(body, errors);
  if (Object.keys(errors).length > 0) {
    return showForm(reply, ctx, event, where, identity, 400, { values: body, errors });
  }
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(password);
  } catch (err) {
    if (!(err instanceof PasswordBusy)) throw err;
    return busyPage(reply, ctx);
  }
  const waiter = newWaiter(request, reply);
  const pending: PendingRegistration = {
    ...profile,
    identity,
    email,
    passwordHash,
    language: ctx.lang,
    bventId: event.id,
    payWay: readPayWay(body),
    returnUrl: where.returnUrl,
    // Where the visit came from (imv_id, f_ptype, agencyId), kept across the steps as the page was asked.
    source: visitSourceOf((name) => body[name]),
  };
  const origin = ctx.origin;
  await deps.db.transaction(async (tx) => {
    if (await emailExists(tx, email)) {
      const mail = knownAddressMail(ctx.lang, {
        to: email,
        title: event.title,
        login: `${origin}/sso/login${queryString({ lang: ctx.lang })}`,
        reset: `${origin}/sso/forgot${queryString({ lang: ctx.lang })}`,
      });
      await queueMail(tx, deps.clock, mail);
      return;
    }
    const token = await createLink(tx, deps.clock, {
      purpose: 'register',
      email,
      payload: pending as unknown as Record<string, unknown>,
      waiter,
    });
    const link = `${origin}/sso/verify/${token}${queryString({ lang: ctx.lang })}`;
    await queueMail(
      tx,
      deps.clock,
      verifyMail(ctx.lang, { to: email, name: profile.fullName, title: event.title, link }),
    );
  });
  void deps.mail.kick();
  return checkEmailPage(reply, ctx, `${where.waitPath}${queryString({ lang: ctx.lang })}`, email);
}

export function registerRegisterRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { authority, db } = deps;

  // Inside an authorize request (the login page's register link): registering finishes it, logged in.
  const inInteraction = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    const base = await pageContext(authority, request, reply);
    if (!base) return null;
    const details = await loadInteraction(base.provider, request, reply, request.params.uid);
    if (!details) {
      await expiredPage(reply, base);
      return null;
    }
    const ctx = withUiLocales(base, request, details.params.ui_locales);
    const event = await loadEvent(db, details.params.bventId, ctx.lang);
    if (!event) {
      await messagePage(reply, ctx, 404, ctx.t('errorTitle'), ctx.t('eventMissing'));
      return null;
    }
    const where: Where = {
      path: `/sso/interaction/${details.uid}/register`,
      keep: {},
      loginHref: `/sso/interaction/${details.uid}${queryString({ lang: ctx.lang })}`,
    };
    return { ctx, event, where };
  };

  app.get<{ Params: { uid: string }; Querystring: Query }>(
    '/sso/interaction/:uid/register',
    async (request, reply) => {
      const found = await inInteraction(request, reply);
      if (!found) return reply;
      return showForm(reply, found.ctx, found.event, found.where, identityOf(request.query.identity));
    },
  );

  app.post<{ Params: { uid: string } }>('/sso/interaction/:uid/register', async (request, reply) => {
    const found = await inInteraction(request, reply);
    if (!found) return reply;
    return submitRegistration(deps, request, reply, found.ctx, found.event, {
      ...found.where,
      waitPath: `${found.where.path}/wait`,
      returnUrl: null,
    });
  });

  // On its own (the web client's "register" link): /sso/register?bventId=&returnUrl=&lang=
  const standalone = async (request: FastifyRequest, reply: FastifyReply, source: FormBody) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return null;
    const event = await loadEvent(db, str(source, 'bventId') || undefined, ctx.lang);
    if (!event) {
      await messagePage(reply, ctx, 404, ctx.t('errorTitle'), ctx.t('eventMissing'));
      return null;
    }
    const returnUrl = safeReturnUrl(str(source, 'returnUrl', 2000), ctx.origin, ctx.lang);
    const where: Where = {
      path: '/sso/register',
      keep: { bventId: event.id, returnUrl, ...visitSourceOf((name) => source[name]) },
      loginHref: `/sso/login${queryString({ lang: ctx.lang, returnUrl })}`,
    };
    const accountId = await sessionAccount(ctx.provider, request, reply);
    const attendee = accountId ? await findAttendee(db, accountId, event.id) : null;
    return { ctx, event, returnUrl, where, accountId, attendee };
  };

  app.get<{ Querystring: Query }>('/sso/register', async (request, reply) => {
    const found = await standalone(request, reply, request.query as FormBody);
    if (!found) return reply;
    const { ctx, event, returnUrl, attendee } = found;
    if (attendee && canReRegister(attendee.status as TAttendeeStatus)) {
      const ways = event.registration.mode === 'paid' ? payWayChoices(event.registration) : [];
      const fields = Object.entries({
        ...found.where.keep,
        csrf: ctx.csrf,
        lang: ctx.lang,
        action: 'reregister',
      })
        .map(([k, v]) => hidden(k, v))
        .join('');
      return sendPage(
        reply,
        ctx,
        200,
        ctx.t('reRegisterTitle'),
        `<p class="event">${esc(ctx.t('forEvent', { title: event.title }))}</p>
<h1>${esc(ctx.t('reRegisterTitle'))}</h1><p class="sub">${esc(ctx.t('reRegisterIntro'))}</p>${ticketLine(ctx, event)}
<form method="post" action="/sso/register">${fields}${payWayField(ctx.t, ways, null)}
<button type="submit">${esc(ctx.t('reRegisterButton'))}</button></form>`,
      );
    }
    if (attendee) {
      return messagePage(reply, ctx, 200, ctx.t('registerTitle'), ctx.t('alreadyRegistered'), {
        href: returnUrl,
        label: ctx.t('continueButton'),
      });
    }
    return showForm(reply, ctx, event, found.where, identityOf(request.query.identity));
  });

  app.post('/sso/register', async (request, reply) => {
    const body = (request.body ?? {}) as FormBody;
    const found = await standalone(request, reply, body);
    if (!found) return reply;
    const { ctx, event, returnUrl } = found;

    if (str(body, 'action') === 'reregister') {
      // Cancelled or LogOut: the same attendee row gets a fresh status; nothing else may re-register.
      if (!csrfValid(request, body.csrf)) return expiredPage(reply, ctx);
      if (!found.accountId) {
        return reply.redirect(
          `/sso/login${queryString({ lang: ctx.lang, returnUrl: `/sso/register${queryString({ bventId: event.id, returnUrl, lang: ctx.lang })}` })}`,
          303,
        );
      }
      const result = await reRegister(db, found.accountId, event.id, readPayWay(body));
      if (!result.ok) {
        return messagePage(reply, ctx, 409, ctx.t('reRegisterTitle'), ctx.t('alreadyRegistered'), {
          href: returnUrl,
          label: ctx.t('continueButton'),
        });
      }
      return reply.redirect(returnUrl, 303);
    }

    return submitRegistration(deps, request, reply, ctx, event, {
      ...found.where,
      waitPath: '/sso/register/wait',
      returnUrl,
    });
  });
}
