import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { SsoAuthority } from './authority.ts';
import { controlCharacterPaths } from '@showfloor/contracts';
import { passwordWork } from './accounts.ts';
import { registerEditRoutes } from './edit-routes.ts';
import { registerConfirmRoutes } from './confirm-routes.ts';
import { registerForgotRoutes } from './forgot-routes.ts';
import type { Clock } from '@showfloor/domain';
import { ssoLanguage } from './language.ts';
import { translator } from './strings.ts';
import { messagePage, pageContext } from './page-context.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { mountProvider } from './mount.ts';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits, LoginLimiter } from './login-limiter.ts';
import { registerRegisterRoutes } from './register-routes.ts';
import type { SharedState } from '../shared/shared-state.ts';

export interface SsoOptions {
  db: Db;
  /** Origins the site is opened at (e.g. http://localhost:8080); one issuer `${origin}/sso` each. */
  publicOrigins: readonly string[];
  trustProxy?: boolean;
  /** The login limits (login-limiter.ts); a test narrows them. */
  loginLimits?: Partial<LoginLimits>;
  clock: Clock;
  /** The outbox's sender, told when a page has queued a message. */
  mail: { kick(): Promise<void> };
  /** The other gateway processes: the login limits count with theirs, and revoked tokens are told to them. */
  shared?: SharedState;
}

/**
 * The single sign-on authority at /sso: decorates app.sso (before the domains register, which check tokens
 * with it), its own pages (login, registration, correction), and oidc-provider for every other /sso path.
 * Providers and keys are made on the first request that needs them.
 */
/** The forms whose handling runs argon2: login (plain or in an interaction), registration, a new password. */
const PASSWORD_FORMS = /\/(login|register|reset\/[^/]+)$/;

export async function registerSso(app: FastifyInstance, opts: SsoOptions): Promise<SsoAuthority> {
  const authority = new SsoAuthority(opts.db, opts.publicOrigins, opts.trustProxy ?? false);
  app.decorate('sso', authority);
  if (opts.shared) authority.shareRevocations(opts.shared.bus);
  const deps = {
    db: opts.db,
    authority,
    limiter: new LoginLimiter({ ...DEFAULT_LOGIN_LIMITS, ...opts.loginLimits }, opts.shared?.counters),
    clock: opts.clock,
    mail: opts.mail,
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    // A password form posted while the password line is full is turned away before its body is even read: under
    // a flood, every cycle spent on a request that cannot be served is taken from the rest of the site.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || passwordWork.waiting < passwordWork.queue) return;
      if (!PASSWORD_FORMS.test(request.url.split('?')[0] ?? '')) return;
      const lang = ssoLanguage({ acceptLanguage: request.headers['accept-language'] });
      const t = translator(lang);
      return reply
        .code(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${t('busyTitle')}: ${t('busy')}`);
    });
    // The contracts' rule for text, once for every form and query of the authority's pages: nothing is stored.
    scope.addHook('preHandler', async (request, reply) => {
      const bad = [
        ...controlCharacterPaths(request.query ?? {}, 'query'),
        ...controlCharacterPaths(request.body ?? {}, 'body'),
      ];
      if (bad.length === 0) return;
      const ctx = await pageContext(authority, request, reply);
      if (ctx) return messagePage(reply, ctx, 400, ctx.t('badCharacterTitle'), ctx.t('badCharacter'));
    });
    registerLoginRoutes(scope, deps);
    registerRegisterRoutes(scope, deps);
    registerEditRoutes(scope, deps);
    registerConfirmRoutes(scope, deps);
    registerForgotRoutes(scope, deps);
  });
  await mountProvider(app, authority);
  return authority;
}
