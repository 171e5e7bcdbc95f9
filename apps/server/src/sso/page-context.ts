import type { TLanguage } from '@showfloor/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { SsoAuthority } from './authority.ts';
import { csrfToken } from './csrf.ts';
import { esc, newNonce, renderPage, ssoCsp } from './html.ts';
import { ssoLanguage } from './language.ts';
import { type Translate, translator } from './strings.ts';

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export interface PageContext {
  provider: Provider;
  origin: string;
  lang: TLanguage;
  t: Translate;
  nonce: string;
  csrf: string;
}

function field(source: unknown, name: string): unknown {
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
}

/**
 * What every authority page needs: the provider of the request's origin (an unknown host gets a 400 and
 * null), the language (ui_locales, then `lang` in the query or form, then Accept-Language), a nonce, the
 * CSRF token.
 */
export async function pageContext(
  authority: SsoAuthority,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PageContext | null> {
  const origin = requestOrigin(request);
  const pending = authority.providerFor(origin);
  if (!pending) {
    await reply.code(400).type('text/plain; charset=utf-8').send(unknownHostMessage(origin));
    return null;
  }
  const lang = ssoLanguage({
    lang: field(request.body, 'lang') ?? field(request.query, 'lang'),
    acceptLanguage: request.headers['accept-language'],
  });
  return {
    provider: await pending,
    origin,
    lang,
    t: translator(lang),
    nonce: newNonce(),
    csrf: csrfToken(request, reply),
  };
}

/** The same context in the language an interaction asked for (its ui_locales param wins). */
export function withUiLocales(ctx: PageContext, request: FastifyRequest, uiLocales: unknown): PageContext {
  if (!uiLocales) return ctx;
  const lang = ssoLanguage({
    uiLocales,
    lang: field(request.body, 'lang') ?? field(request.query, 'lang'),
    acceptLanguage: request.headers['accept-language'],
  });
  return { ...ctx, lang, t: translator(lang) };
}

export function unknownHostMessage(origin: string): string {
  return `This sign-in service does not answer for ${origin}. Open the site at one of its public addresses (PUBLIC_ORIGINS).`;
}

export function sendPage(
  reply: FastifyReply,
  ctx: Pick<PageContext, 'lang' | 'nonce'>,
  status: number,
  title: string,
  body: string,
  script?: string,
): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', ssoCsp(ctx.nonce))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(renderPage({ lang: ctx.lang, title, nonce: ctx.nonce, body, script }));
}

export function messagePage(
  reply: FastifyReply,
  ctx: PageContext,
  status: number,
  title: string,
  message: string,
  link?: { href: string; label: string },
): FastifyReply {
  const action = link ? `<a class="button" href="${esc(link.href)}">${esc(link.label)}</a>` : '';
  return sendPage(
    reply,
    ctx,
    status,
    title,
    `<h1>${esc(title)}</h1><p class="sub">${esc(message)}</p>${action}`,
  );
}

/**
 * Where to go after a page outside an interaction: a same-origin path under one of the prefixes (the web
 * client's /m/ by default), never elsewhere (no open redirect); otherwise the client's home in the language.
 */
export function safeReturnUrl(value: unknown, origin: string, lang: TLanguage, prefixes = ['/m/']): string {
  const fallback = `/m/${lang}/`;
  if (typeof value !== 'string' || value === '' || value.length > 2000) return fallback;
  if (value.startsWith('//') || value.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  if (!prefixes.some((p) => url.pathname.startsWith(p))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function queryString(params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The authority is checking too many passwords at once: a fast 503 that says when to try again. */
export function busyPage(reply: FastifyReply, ctx: PageContext): FastifyReply {
  reply.header('retry-after', '5');
  return messagePage(reply, ctx, 503, ctx.t('busyTitle'), ctx.t('busy'));
}
