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

export async function logoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const { lang, t, nonce } = pageContext(ctx);
  const hinted = Boolean(ctx.oidc.params?.id_token_hint);
  // The client proved who it logs out (id_token_hint): log out at once; otherwise ask.
  const formHtml = hinted
    ? form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')
    : form;
  const body = hinted
    ? `<h1>${esc(t('logoutTitle'))}</h1>${formHtml}
<noscript><button type="submit" form="op.logoutForm">${esc(t('logoutYes'))}</button></noscript>`
    : `<h1>${esc(t('logoutTitle'))}</h1><p class="sub">${esc(t('logoutQuestion'))}</p>${formHtml}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${esc(t('logoutYes'))}</button>
<p></p><button class="secondary" type="submit" form="op.logoutForm">${esc(t('logoutNo'))}</button>`;
  ctx.type = 'html';
  ctx.body = renderPage({
    lang,
    title: t('logoutTitle'),
    nonce,
    body,
    script: hinted ? "document.getElementById('op.logoutForm').submit();" : undefined,
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
