import type { KoaContextWithOIDC } from 'oidc-provider';
import { esc, renderPage } from './html.ts';
import { ssoLanguage } from './language.ts';
import { nonceFor } from './request-nonce.ts';
import { translator } from './strings.ts';

// Pages oidc-provider itself renders (logout confirmation, logged out, errors), in the visitor's language.

function pageContext(ctx: KoaContextWithOIDC) {
  const url = new URL(ctx.req.url ?? '/', 'http://x');
  const lang = ssoLanguage({
    uiLocales: ctx.oidc?.params?.ui_locales,
    lang: url.searchParams.get('lang'),
    acceptLanguage: ctx.get('accept-language'),
  });
  return { lang, t: translator(lang), nonce: nonceFor(ctx.req) };
}

/**
 * Whether the logout request speaks for this session: a valid id_token_hint (the provider has checked its
 * signature, issuer and audience) whose subject is the account signed in here. Any genuine ID token of another
 * account would pass the signature check, and a link on any site can carry one.
 */
export function hintIsTheSessions(ctx: KoaContextWithOIDC): boolean {
  const sub = ctx.oidc.entities.IdTokenHint?.payload.sub;
  const accountId = ctx.oidc.session.accountId;
  return typeof sub === 'string' && sub !== '' && sub === accountId;
}

/**
 * The logout page (shown only while someone is signed in). With the session's own id_token_hint it submits
 * itself: the client that holds this account's ID token asks to end its session. Anything else asks first: the
 * form carries the provider's xsrf secret, kept in this session only, so no other page can confirm for the
 * visitor. "No" is a plain link home: submitting the form without logout=yes would still end the hinted
 * client's grant, which is a logout the visitor declined.
 */
export async function logoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const { lang, t, nonce } = pageContext(ctx);
  const own = hintIsTheSessions(ctx);
  const formHtml = own
    ? form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')
    : form;
  const body = own
    ? `<h1>${esc(t('logoutTitle'))}</h1>${formHtml}
<noscript><button type="submit" form="op.logoutForm">${esc(t('logoutYes'))}</button></noscript>`
    : `<h1>${esc(t('logoutTitle'))}</h1><p class="sub">${esc(t('logoutQuestion'))}</p>${formHtml}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${esc(t('logoutYes'))}</button>
<p></p><a class="button secondary" href="/m/${esc(lang)}/">${esc(t('logoutNo'))}</a>`;
  ctx.type = 'html';
  ctx.body = renderPage({
    lang,
    title: t('logoutTitle'),
    nonce,
    body,
    script: own ? "document.getElementById('op.logoutForm').submit();" : undefined,
  });
}

export async function loggedOutPage(ctx: KoaContextWithOIDC): Promise<void> {
  const { lang, t, nonce } = pageContext(ctx);
  ctx.type = 'html';
  ctx.body = renderPage({
    lang,
    title: t('logoutTitle'),
    nonce,
    body: `<h1>${esc(t('logoutTitle'))}</h1><p class="sub">${esc(t('loggedOut'))}</p>`,
  });
}

export async function errorPage(
  ctx: KoaContextWithOIDC,
  out: { error?: string; error_description?: string },
): Promise<void> {
  const { lang, t, nonce } = pageContext(ctx);
  ctx.type = 'html';
  ctx.body = renderPage({
    lang,
    title: t('errorTitle'),
    nonce,
    // The OAuth error code and description are the provider's fixed, non-secret wording.
    body: `<h1>${esc(t('errorTitle'))}</h1><p class="sub">${esc(t('errorGeneric'))}</p>
<p class="error">${esc(out.error ?? '')}${out.error_description ? `: ${esc(out.error_description)}` : ''}</p>`,
  });
}
