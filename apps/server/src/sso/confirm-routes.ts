import { randomBytes } from 'node:crypto';
import { parseCookie } from 'cookie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailLinks } from '../db/schema/mail.ts';
import { confirmedFor, findLink, type StoredLink, useLink } from './email-links.ts';
import { esc } from './html.ts';
import { loadInteraction, type RouteDeps } from './login-routes.ts';
import { messagePage, type PageContext, pageContext, queryString, sendPage } from './page-context.ts';
import { type NewRegistration, registerAccount } from './registration-service.ts';
import { appendCookie, sessionAccount, startSession } from './session.ts';

/** A registration waiting for its address to be proven: the form's answers, and where to go afterwards. */
export interface PendingRegistration extends NewRegistration {
  /** The client page to open once confirmed (a registration outside an authorize request), or null. */
  returnUrl: string | null;
}

const WAIT_COOKIE = 'sso_wait';
/** How often the waiting page asks whether its link has been opened. */
const WAIT_SECONDS = 5;

/**
 * Names this browser as the one that filled the registration form (a fresh secret each time, new or known
 * address alike), so its waiting page can go on by itself when the link is opened anywhere.
 */
export function newWaiter(request: FastifyRequest, reply: FastifyReply): string {
  const waiter = randomBytes(24).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  appendCookie(reply, `${WAIT_COOKIE}=${waiter}; Path=/sso; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`);
  return waiter;
}

function readWaiter(request: FastifyRequest): string | null {
  const value = parseCookie(request.headers.cookie ?? '')[WAIT_COOKIE];
  return value && /^[\w-]{32}$/.test(value) ? value : null;
}

/**
 * The page after a registration form: the same for a new and a known address (the next step is in the mail).
 * It asks every few seconds whether the link has been opened (the same address, for JSON: nothing is used up)
 * and then goes on by itself; without scripts, its button goes on. No timed reload (WCAG 2.2.1): a visitor
 * reading it is never taken away from it while nothing has happened.
 */
export function checkEmailPage(
  reply: FastifyReply,
  ctx: PageContext,
  waitUrl: string,
  email: string | null,
): FastifyReply {
  const { t } = ctx;
  const said = email ? t('checkEmail', { email }) : t('checkEmailSent');
  return sendPage(
    reply,
    ctx,
    200,
    t('checkEmailTitle'),
    `<h1>${esc(t('checkEmailTitle'))}</h1><p class="sub" data-testid="check-email">${esc(said)}</p>
<p>${esc(t('checkEmailWait'))}</p><p class="sub">${esc(t('checkEmailNone'))}</p>
<a class="button" href="${esc(waitUrl)}" data-testid="check-email-continue">${esc(t('checkEmailContinue'))}</a>`,
    waitScript(waitUrl),
  );
}

/** Asks waitUrl for JSON every WAIT_SECONDS; once the link is opened, opens waitUrl, which goes on. */
function waitScript(waitUrl: string): string {
  // JSON inside a script element: '<' escaped so no value can end the element.
  const url = JSON.stringify(waitUrl).replace(/</g, '\\u003c');
  return `(()=>{const url=${url};const ask=()=>fetch(url,{headers:{accept:'application/json'}}).then((r)=>r.ok?r.json():null).then((s)=>{if(s&&s.confirmed)location.assign(url);else setTimeout(ask,${WAIT_SECONDS * 1000})},()=>setTimeout(ask,${WAIT_SECONDS * 1000}));setTimeout(ask,${WAIT_SECONDS * 1000})})();`;
}

function wantsJson(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers.accept ?? '');
}

function loginLink(ctx: PageContext) {
  return { href: `/sso/login${queryString({ lang: ctx.lang })}`, label: ctx.t('loginLink') };
}

export function registerConfirmRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { authority, db, clock } = deps;

  /** Once the link is open: this browser gets the session and goes on (the interaction, or the client page). */
  const finishWaiting = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ctx: PageContext,
    waitUrl: string,
    finish: (link: StoredLink & { accountId: string }) => Promise<FastifyReply>,
  ) => {
    const waiter = readWaiter(request);
    const link = waiter ? await confirmedFor(db, clock, waiter) : null;
    // The waiting page's question: answered, nothing used up (the page then opens this address itself).
    if (wantsJson(request)) {
      return reply.header('cache-control', 'no-store').send({ confirmed: Boolean(link?.accountId) });
    }
    if (!link?.accountId) return checkEmailPage(reply, ctx, waitUrl, null);
    // One browser, once: the waiting secret stops naming this registration.
    await db.update(emailLinks).set({ waiterHash: null }).where(eq(emailLinks.id, link.id));
    appendCookie(reply, `${WAIT_COOKIE}=; Path=/sso; Max-Age=0; HttpOnly; SameSite=Lax`);
    return finish({ ...link, accountId: link.accountId });
  };

  const confirmedPage = (reply: FastifyReply, ctx: PageContext) =>
    messagePage(reply, ctx, 200, ctx.t('confirmedTitle'), ctx.t('confirmed'), {
      href: `/m/${ctx.lang}/`,
      label: ctx.t('continueButton'),
    });

  app.get<{ Querystring: { lang?: string } }>('/sso/register/wait', async (request, reply) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return reply;
    const waitUrl = `/sso/register/wait${queryString({ lang: ctx.lang })}`;
    return finishWaiting(request, reply, ctx, waitUrl, async (link) => {
      await startSession(ctx.provider, request, reply, link.accountId);
      const returnUrl = (link.payload as Partial<PendingRegistration>).returnUrl;
      return returnUrl ? reply.redirect(returnUrl, 303) : confirmedPage(reply, ctx);
    });
  });

  app.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
    '/sso/interaction/:uid/register/wait',
    async (request, reply) => {
      const ctx = await pageContext(authority, request, reply);
      if (!ctx) return reply;
      const uid = request.params.uid;
      const waitUrl = `/sso/interaction/${encodeURIComponent(uid)}/register/wait${queryString({ lang: ctx.lang })}`;
      return finishWaiting(request, reply, ctx, waitUrl, async (link) => {
        const details = await loadInteraction(ctx.provider, request, reply, uid);
        if (!details) {
          // The authorize request has expired meanwhile: logged in here, the client's next sign-in goes through.
          await startSession(ctx.provider, request, reply, link.accountId);
          return confirmedPage(reply, ctx);
        }
        const returnTo = await ctx.provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: link.accountId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      });
    },
  );

  // The link in the confirmation mail: the account is made now, with the answers the form left waiting.
  app.get<{ Params: { token: string } }>('/sso/verify/:token', async (request, reply) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return reply;
    const link = await findLink(db, clock, 'register', request.params.token);
    const invalid = () =>
      messagePage(reply, ctx, 400, ctx.t('linkInvalidTitle'), ctx.t('linkInvalid'), loginLink(ctx));
    if (!link) return invalid();
    const pending = link.payload as unknown as PendingRegistration;
    const goOn = () =>
      pending.returnUrl ? reply.redirect(pending.returnUrl, 303) : confirmedPage(reply, ctx);
    if (link.usedAt) {
      // Opened again (a second tap, a mail scanner before the person): where it already signed in, go on.
      const here = await sessionAccount(ctx.provider, request, reply);
      return here && here === link.accountId ? goOn() : invalid();
    }
    const result = await registerAccount(db, pending, (tx, accountId) =>
      useLink(tx, clock, link.id, accountId),
    );
    if (!result.ok && result.reason === 'linkUsed') return invalid();
    if (!result.ok) {
      // Two registrations for one address, both confirmed: the first made the account.
      return messagePage(reply, ctx, 409, ctx.t('linkInvalidTitle'), ctx.t('accountExists'), loginLink(ctx));
    }
    await startSession(ctx.provider, request, reply, result.accountId);
    return goOn();
  });
}
