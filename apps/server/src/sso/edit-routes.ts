import type { TAttendeeStatus } from '@showfloor/contracts';
import { canCorrectRegistration, payWayChoices } from '@showfloor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfValid } from './csrf.ts';
import { loadEvent } from './events.ts';
import {
  type FieldErrors,
  type FormBody,
  hidden,
  payWayField,
  readPayWay,
  readProfile,
  str,
} from './form-fields.ts';
import { profileFields } from './form-fields.ts';
import { esc } from './html.ts';
import { expiredPage, type RouteDeps } from './login-routes.ts';
import {
  messagePage,
  type PageContext,
  pageContext,
  queryString,
  safeReturnUrl,
  sendPage,
} from './page-context.ts';
import {
  accountProfile,
  type AttendeeRow,
  correctRegistration,
  findAttendee,
  type Profile,
} from './registration-service.ts';
import { sessionAccount } from './session.ts';

type Params = { bventId: string };

function editBody(
  ctx: PageContext,
  o: {
    title: string;
    attendee: AttendeeRow;
    profile: Partial<Profile>;
    errors: FieldErrors;
    ways: ('Online' | 'OfflinePay')[];
    keep: Record<string, string>;
    action: string;
    payWay: 'Online' | 'OfflinePay' | null;
  },
): string {
  const { t } = ctx;
  const fields = Object.entries({ ...o.keep, csrf: ctx.csrf, lang: ctx.lang })
    .map(([k, v]) => hidden(k, v))
    .join('');
  const note = o.attendee.reviewNote
    ? `<p><strong>${esc(t('reviewNote'))}</strong></p><p class="note">${esc(o.attendee.reviewNote)}</p>`
    : '';
  return `<p class="event">${esc(t('forEvent', { title: o.title }))}</p>
<h1>${esc(t('editTitle'))}</h1>${note}
<form method="post" action="${esc(o.action)}" novalidate>${fields}
${profileFields(t, o.errors, o.profile)}
${payWayField(t, o.ways, o.payWay)}
<button type="submit">${esc(t('saveButton'))}</button></form>`;
}

/**
 * /sso/registration/:bventId/edit?returnUrl=&lang= — the visitor corrects a registration the organizer sent
 * back (NeedComplementInfo, NeedEditInfo). Not logged in at the authority: through /sso/login first.
 */
export function registerEditRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { authority, db } = deps;

  const prepare = async (
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    source: FormBody,
  ) => {
    const ctx = await pageContext(authority, request, reply);
    if (!ctx) return null;
    const event = await loadEvent(db, request.params.bventId, ctx.lang);
    if (!event) {
      await messagePage(reply, ctx, 404, ctx.t('errorTitle'), ctx.t('eventMissing'));
      return null;
    }
    const returnUrl = safeReturnUrl(str(source, 'returnUrl', 2000), ctx.origin, ctx.lang);
    const action = `/sso/registration/${event.id}/edit`;
    const accountId = await sessionAccount(ctx.provider, request, reply);
    if (!accountId) {
      const back = `${action}${queryString({ returnUrl, lang: ctx.lang })}`;
      await reply.redirect(`/sso/login${queryString({ returnUrl: back, lang: ctx.lang })}`, 303);
      return null;
    }
    const attendee = await findAttendee(db, accountId, event.id);
    if (!attendee || !canCorrectRegistration(attendee.status as TAttendeeStatus)) {
      await messagePage(reply, ctx, 409, ctx.t('editTitle'), ctx.t('editNotAllowed'), {
        href: returnUrl,
        label: ctx.t('continueButton'),
      });
      return null;
    }
    const ways = event.registration.mode === 'paid' ? payWayChoices(event.registration) : [];
    return { ctx, event, returnUrl, action, accountId, attendee, ways };
  };

  app.get<{ Params: Params; Querystring: { returnUrl?: string } }>(
    '/sso/registration/:bventId/edit',
    async (request, reply) => {
      const found = await prepare(request, reply, request.query as FormBody);
      if (!found) return reply;
      const { ctx, attendee } = found;
      const saved = (await accountProfile(db, found.accountId)) ?? {};
      const a = attendee.answers;
      const profile: Partial<Profile> = {
        ...saved,
        ...Object.fromEntries(
          ['fullName', 'phone', 'company', 'jobTitle'].filter((k) => a[k]).map((k) => [k, a[k]]),
        ),
        ...(a.region === 'overseas' || a.region === 'domestic' ? { region: a.region } : {}),
      };
      return sendPage(
        reply,
        ctx,
        200,
        ctx.t('editTitle'),
        editBody(ctx, {
          title: found.event.title,
          attendee,
          profile,
          errors: {},
          ways: found.ways,
          keep: { returnUrl: found.returnUrl },
          action: found.action,
          payWay: attendee.orderPayWay,
        }),
      );
    },
  );

  app.post<{ Params: Params }>('/sso/registration/:bventId/edit', async (request, reply) => {
    const body = (request.body ?? {}) as FormBody;
    const found = await prepare(request, reply, body);
    if (!found) return reply;
    const { ctx } = found;
    if (!csrfValid(request, body.csrf)) return expiredPage(reply, ctx);
    const errors: FieldErrors = {};
    const profile = readProfile(body, errors);
    if (Object.keys(errors).length > 0) {
      return sendPage(
        reply,
        ctx,
        400,
        ctx.t('editTitle'),
        editBody(ctx, {
          title: found.event.title,
          attendee: found.attendee,
          profile,
          errors,
          ways: found.ways,
          keep: { returnUrl: found.returnUrl },
          action: found.action,
          payWay: readPayWay(body),
        }),
      );
    }
    const result = await correctRegistration(db, found.accountId, found.event.id, profile, readPayWay(body));
    if (!result.ok) {
      return messagePage(reply, ctx, 409, ctx.t('editTitle'), ctx.t('editNotAllowed'), {
        href: found.returnUrl,
        label: ctx.t('continueButton'),
      });
    }
    return reply.redirect(found.returnUrl, 303);
  });
}
