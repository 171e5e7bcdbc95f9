import { type PayWay, payWayChoices } from '@showfloor/domain';
import type { SsoEvent } from './events.ts';
import { type FieldErrors, hidden, input, payWayField, profileFields } from './form-fields.ts';
import { esc } from './html.ts';
import type { PageContext } from './page-context.ts';
import type { Identity, Profile } from './registration-service.ts';

export interface RegisterFormValues extends Partial<Profile> {
  email?: string;
  payWay?: PayWay | null;
}

/** The identity to register as, visitor or exhibitor, as two big choices, each a link to its form. */
export function identityLinks(ctx: PageContext, hrefFor: (i: Identity) => string): string {
  const { t } = ctx;
  return `<p class="sub">${esc(t('identityQuestion'))}</p>
<a class="button choice" href="${esc(hrefFor('visitor'))}" data-identity="visitor">${esc(t('identityVisitor'))}<span>${esc(t('identityVisitorHint'))}</span></a>
<a class="button choice secondary" href="${esc(hrefFor('exhibitor'))}" data-identity="exhibitor">${esc(t('identityExhibitor'))}<span>${esc(t('identityExhibitorHint'))}</span></a>`;
}

/** Step one: registration requires choosing the identity, visitor or exhibitor, as two big choices. */
export function identityChoiceBody(
  ctx: PageContext,
  event: SsoEvent,
  hrefFor: (i: Identity) => string,
  loginHref?: string,
) {
  const { t } = ctx;
  return `<p class="event">${esc(t('forEvent', { title: event.title }))}</p>
<h1>${esc(t('registerTitle'))}</h1>
${identityLinks(ctx, hrefFor)}
${loginHref ? `<p class="links">${esc(t('haveAccount'))} <a href="${esc(loginHref)}">${esc(t('loginLink'))}</a></p>` : ''}`;
}

export function ticketLine(ctx: PageContext, event: SsoEvent): string {
  if (event.registration.mode !== 'paid' || event.registration.ticketPrice <= 0) return '';
  const price = `${(event.registration.ticketPrice / 100).toFixed(2)} ${event.currency}`;
  return `<p class="sub">${esc(ctx.t('ticketPrice', { price }))}</p>`;
}

/** Step two: the account and profile, with the pay way when a paid event offers more than one. */
export function registerFormBody(
  ctx: PageContext,
  o: {
    event: SsoEvent;
    identity: Identity;
    action: string;
    hidden: Record<string, string>;
    values: RegisterFormValues;
    errors: FieldErrors;
    formError?: string;
    changeIdentityHref: string;
    loginHref?: string;
  },
): string {
  const { t } = ctx;
  const ways =
    o.identity === 'visitor' && o.event.registration.mode === 'paid'
      ? payWayChoices(o.event.registration)
      : [];
  const hiddenFields = Object.entries({ ...o.hidden, csrf: ctx.csrf, lang: ctx.lang, identity: o.identity })
    .map(([k, v]) => hidden(k, v))
    .join('');
  return `<p class="event">${esc(t('forEvent', { title: o.event.title }))}</p>
<h1>${esc(t('registerTitle'))}</h1>
<p class="sub">${esc(t('identityQuestion'))}: <strong>${esc(t(o.identity === 'visitor' ? 'identityVisitor' : 'identityExhibitor'))}</strong>
 · <a href="${esc(o.changeIdentityHref)}">${esc(t('changeIdentity'))}</a></p>
${o.identity === 'visitor' ? ticketLine(ctx, o.event) : ''}
${o.formError ? `<p class="error" role="alert">${esc(o.formError)}</p>` : ''}
<form method="post" action="${esc(o.action)}" novalidate>
${hiddenFields}
${input(t, o.errors, { name: 'email', label: 'email', value: o.values.email, type: 'email', autocomplete: 'email', required: true })}
${input(t, o.errors, { name: 'password', label: 'password', type: 'password', autocomplete: 'new-password', required: true })}
<p class="sub">${esc(t('passwordHint'))}</p>
${profileFields(t, o.errors, o.values)}
${payWayField(t, ways, o.values.payWay ?? null)}
<button type="submit">${esc(t('registerButton'))}</button>
</form>
${o.loginHref ? `<p class="links">${esc(t('haveAccount'))} <a href="${esc(o.loginHref)}">${esc(t('loginLink'))}</a></p>` : ''}`;
}
