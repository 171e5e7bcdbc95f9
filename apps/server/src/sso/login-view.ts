import { esc } from './html.ts';
import type { PageContext } from './page-context.ts';
import { hidden } from './form-fields.ts';
import { identityLinks } from './register-view.ts';
import type { Identity } from './registration-service.ts';

export interface LoginView {
  action: string;
  registerHref: string;
  forgotHref: string;
  email?: string;
  error?: string;
  eventTitle?: string | null;
  extraHidden?: string;
  /**
   * The event's entry (a login for an event): registering, with the identity chosen first, comes first and
   * an existing account logs in below on the same page, so nobody is one link away from either.
   */
  register?: (identity: Identity) => string;
}

export function loginBody(ctx: PageContext, v: LoginView): string {
  const { t } = ctx;
  return `${v.eventTitle ? `<p class="event">${esc(t('forEvent', { title: v.eventTitle }))}</p>` : ''}
<h1>${esc(t(v.register ? 'eventEntryTitle' : 'loginTitle'))}</h1>
${v.register ? `${identityLinks(ctx, v.register)}\n<h2>${esc(t('eventEntryLogin'))}</h2>` : `<p class="sub">${esc(t('appName'))}</p>`}
${v.error ? `<p class="error" role="alert">${esc(v.error)}</p>` : ''}
<form method="post" action="${esc(v.action)}" novalidate>
${hidden('csrf', ctx.csrf)}${hidden('lang', ctx.lang)}${v.extraHidden ?? ''}
<label>${esc(t('email'))}<input name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" required value="${esc(v.email ?? '')}"></label>
<label>${esc(t('password'))}<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">${esc(t('loginButton'))}</button>
</form>
<p class="links"><a href="${esc(v.forgotHref)}">${esc(t('forgotLink'))}</a></p>
${v.register ? '' : `<p class="links">${esc(t('noAccount'))} <a href="${esc(v.registerHref)}">${esc(t('registerLink'))}</a></p>`}`;
}
