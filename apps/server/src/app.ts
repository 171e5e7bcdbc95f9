import { type Clock, systemClock } from '@showfloor/domain';
import { logSerializers } from './plugins/log-safety.ts';
import type { LoginLimits } from './sso/login-limiter.ts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Database } from './db/client.ts';
import { domainsPlugin } from './domains/index.ts';
import type { LogLevel } from './env.ts';
import { registerMediaRoutes } from './media/media-routes.ts';
import { registerCashierRoutes } from './payment/cashier-routes.ts';
import { registerDb } from './plugins/db.ts';
import { frameworkErrorHandler, installErrorHandlers } from './plugins/error-handler.ts';
import { registerExternal } from './plugins/external.ts';
import { redisPing, registerHealth } from './plugins/health.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerSso } from './sso/register-sso.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { DEFAULT_MAIL_FROM, MailSender } from './mail/mail-sender.ts';
import { registerOutboxPage } from './mail/outbox-page.ts';
import './plugins/types.ts';
import { WebDist } from './web/web-dist.ts';
import { registerRealtime } from './realtime/register-realtime.ts';
import { registerInstantFrames } from './domains/room/instant-frames.ts';
import { LibreTranslate } from './domains/translate/libretranslate.ts';
import type { TranslateSettings } from './domains/translate/text-translator.ts';
import type { WechatSettings } from './domains/weixin/wechat-settings.ts';
import { registerRoomFrames } from './domains/room/room-frames.ts';
import type { IceSettings } from './realtime/turn.ts';
import { registerWebRoutes } from './web/web-routes.ts';
import { registerMessageFrames } from './domains/message/message-frames.ts';
import { registerLiveChatFrames } from './domains/livechat/livechat-frames.ts';
import { registerEnquiryFrames } from './domains/enquiry/enquiry-frames.ts';
import { registerDemandFrames } from './domains/demand/demand-frames.ts';
import { registerLiveReminderFrames } from './domains/live/live-reminder.ts';
import { FileUploadStore } from './uploads/upload-store.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';
import { registerLiveHlsRoutes } from './domains/live/broadcast/hls-routes.ts';
import { openSharedState } from './shared/shared-state.ts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface AppOptions {
  /** An already open database (tests); otherwise dataDir (PGlite) or databaseUrl (PostgreSQL) is opened. */
  database?: Database;
  dataDir?: string;
  databaseUrl?: string | null;
  /** DATABASE_READ_URL: a replica of databaseUrl for the catalog's reads (db/read-routing.ts). */
  databaseReadUrl?: string | null;
  /** The embedded database's page cache (PGLITE_BUFFERS); PostgreSQL's default (128MB) when not given. */
  pgliteBuffers?: string;
  webDist: string;
  logLevel?: LogLevel;
  /** Where log lines go (standard output by default); a test reads them. */
  logStream?: { write(line: string): void };
  /** Requests per minute per IP on /api; 0 or false turns the limit off. Default 600. */
  rateLimitMax?: number | false;
  rateLimitWindowMs?: number;
  /** Largest request body; above it 413 / 41300. */
  bodyLimit?: number;
  trustProxy?: boolean;
  /** PAYMENT_TEST_MODE=1: the cashier offers the test provider (pay with one button). Off by default. */
  paymentTestMode?: boolean;
  /** A server render of a page that takes longer answers an error page (the browser then draws it). */
  renderTimeoutMs?: number;
  /** Origins the site is opened at; the /sso authority answers as `${origin}/sso` for each. */
  publicOrigins?: string[];
  /** The authority's login limits (sso/login-limiter.ts); defaults suit a fair. */
  loginLimits?: Partial<LoginLimits>;
  /** The clock the rules read "now" from; the machine's clock by default. */
  clock?: Clock;
  /** Seed the demo fair into an empty database that this app opens (default true; DEMO_SEED=off turns it off). */
  demo?: boolean;
  /** E-mail: SMTP_URL and MAIL_FROM (mail/mail-sender.ts); by default the local outbox, shown at /dev/outbox. */
  mail?: { smtpUrl?: string | null; from?: string | null; outboxPage?: boolean };
  /** The realtime channel /ws: Redis fan-out between processes when redisUrl is set; the rooms' ICE servers. */
  realtime?: { redisUrl?: string | null; redisPrefix?: string; ice?: IceSettings };
  /** TRANSLATE_URL (a LibreTranslate-compatible server) and its key; without it only OpenCC's pairs. */
  translate?: TranslateSettings;
  /** WECHAT_APP_ID, WECHAT_APP_SECRET, WECHAT_APPS, WECHAT_API_BASE: the accounts that sign sharing inside WeChat. */
  wechat?: WechatSettings;
  /**
   * Where uploaded files are kept: DATA_DIR/uploads by default; an app given an open database and no data
   * directory (a test) keeps them in a fresh temporary directory.
   */
  uploadsDir?: string;
  /** METRICS_TOKEN: /metrics answers Prometheus text to this bearer token; without it /metrics does not exist. */
  metricsToken?: string | null;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const ref: { app?: FastifyInstance } = {};
  const app: FastifyInstance = Fastify({
    logger: {
      level: opts.logLevel ?? 'info',
      serializers: logSerializers,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    // Requests are logged by plugins/request-log.ts, at debug.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: opts.trustProxy ?? false,
    // The spec writes both /ExpoAggregator and /expoAggregator: paths match whatever the case.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(() => {
      if (!ref.app) throw new Error('the app is not built yet');
      return ref.app;
    }),
  });
  ref.app = app;
  app.decorateRequest('lang', null);
  installErrorHandlers(app);
  registerRequestLog(app);

  // First: the rate limit, the authority and the realtime channel all count or publish through it.
  const shared = await openSharedState({
    redisUrl: opts.realtime?.redisUrl,
    prefix: opts.realtime?.redisPrefix,
    warn: (m) => app.log.warn(m),
  });
  app.decorate('shared', shared);
  app.addHook('onClose', async () => shared.close());

  const max = opts.rateLimitMax ?? 600;
  await registerExternal(app, {
    redis: shared.redis,
    webDist: opts.webDist,
    rateLimit: max ? { max, timeWindowMs: opts.rateLimitWindowMs ?? 60_000 } : false,
  });
  const uploads = new FileUploadStore(
    opts.uploadsDir ??
      (opts.dataDir && !opts.database
        ? path.join(opts.dataDir, 'uploads')
        : mkdtempSync(path.join(os.tmpdir(), 'showfloor-uploads-'))),
  );
  await registerDb(app, {
    uploads,
    database: opts.database,
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    databaseReadUrl: opts.databaseReadUrl,
    pgliteBuffers: opts.pgliteBuffers,
    clock: opts.clock ?? systemClock,
    demo: opts.demo ?? true,
    translator: opts.translate?.url
      ? new LibreTranslate({ url: opts.translate.url, apiKey: opts.translate.apiKey })
      : null,
    wechat: opts.wechat,
    shared,
  });
  const publicOrigins = opts.publicOrigins ?? ['http://localhost', 'http://127.0.0.1'];
  const clock = opts.clock ?? systemClock;
  const smtpUrl = opts.mail?.smtpUrl ?? null;
  const mail = new MailSender(
    app.database.db,
    clock,
    { smtpUrl, from: opts.mail?.from ?? DEFAULT_MAIL_FROM },
    app.log,
  );
  app.decorate('mail', mail);
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => mail.stop());
  // Before the domains: their calls check bearer tokens with app.sso.
  await registerSso(app, {
    db: app.database.db,
    publicOrigins,
    trustProxy: opts.trustProxy,
    loginLimits: opts.loginLimits,
    clock,
    mail,
    shared,
  });
  if (!smtpUrl && (opts.mail?.outboxPage ?? true)) registerOutboxPage(app, app.database.db);
  await registerRealtime(app, shared.bus, opts.realtime?.ice);
  registerHealth(app, { redisPing: shared.kind === 'redis' ? redisPing(shared) : null });
  registerMetrics(app, { token: opts.metricsToken ?? null });
  app.decorate('roomFrames', registerRoomFrames(app.realtime, app.services.room, clock));
  app.addHook('onClose', async () => app.roomFrames.stop());
  registerInstantFrames(app.realtime, app.services.instant);
  app.addHook('onClose', async () => app.services.instant.stop());
  registerMessageFrames(app.realtime, app.services.message);
  registerLiveChatFrames(app.realtime, app.services.liveChat);
  registerEnquiryFrames(app.realtime, app.services.enquiry, app.log);
  registerDemandFrames(app.realtime, app.services.demand, app.log);
  registerLiveReminderFrames(app.realtime);
  await app.register(async (scope) => {
    await domainsPlugin(scope);
    await registerMediaRoutes(scope);
    registerUploadRoutes(scope, uploads);
    registerLiveHlsRoutes(scope, app.services.liveMedia, uploads, app.services.livePlayback);
    // Its own scope: the cashier's form parser stays with the cashier.
    await scope.register(async (cashier) =>
      registerCashierRoutes(cashier, { testMode: opts.paymentTestMode ?? false }),
    );
    registerWebRoutes(scope, new WebDist(opts.webDist), publicOrigins, {
      renderTimeoutMs: opts.renderTimeoutMs,
    });
  });
  return app;
}
