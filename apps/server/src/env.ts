import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IceSettings } from './realtime/turn.ts';
import { WECHAT_API_BASE, type WechatApp, type WechatSettings } from './domains/weixin/wechat-settings.ts';

/** The only place the server reads process.env (configuration comes in through one door). Everything else receives these values. */
const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');
export const SERVER_ROOT = path.resolve(here, '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * DATABASE_READ_URL: a PostgreSQL replica that list, search and detail reads go to (a user's reads right after
   * their own write stay on the primary); unset, every read goes to DATABASE_URL.
   */
  databaseReadUrl: string | null;
  /** WORKERS: how many gateway processes `npm start` runs on one port (1 by default; more need DATABASE_URL). */
  workers: number;
  /** METRICS_TOKEN: /metrics answers Prometheus text to `Authorization: Bearer <token>`; unset, /metrics is off. */
  metricsToken: string | null;
  webDist: string;
  logLevel: LogLevel;
  /** Requests per minute per IP to each /api call (a counter per call); 0 turns the limit off (benchmarks). */
  rateLimitMax: number;
  trustProxy: boolean;
  /** PAYMENT_TEST_MODE=1 enables the cashier's test provider (never in production). */
  paymentTestMode: boolean;
  /** Origins the site is opened at (PUBLIC_ORIGINS, comma list); the /sso issuer is `${origin}/sso` for each. */
  publicOrigins: string[];
  /**
   * CLOCK_AT (an ISO 8601 instant): the server's clock reads this at start and runs on from there, to show the fair
   * as on another day or to run end-to-end tests at a chosen instant. Unset: the machine's clock.
   */
  clockAt: number | null;
  /** DEMO_SEED=off: an empty database gets no demo fair (a real fair is loaded instead). */
  demo: boolean;
  /** SMTP_URL: where e-mail goes (smtp://user:pass@host:587); unset keeps it in the local outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender address of every e-mail. */
  mailFrom: string | null;
  /** The local outbox page (/dev/outbox): without SMTP_URL and outside NODE_ENV=production. */
  outboxPage: boolean;
  /** PGLITE_BUFFERS: the embedded database's page cache (PostgreSQL's shared_buffers), e.g. 32MB. */
  pgliteBuffers: string;
  /** REDIS_URL: several gateway processes fan realtime frames out through its pub/sub; unset, one process. */
  redisUrl: string | null;
  /**
   * The negotiation rooms' ICE servers: ICE_STUN_URLS and TURN_URLS (comma lists), TURN_SECRET (coturn's
   * static-auth-secret), TURN_TTL_SECONDS (how long minted credentials work, default 3600).
   */
  ice: IceSettings;
  /** TRANSLATE_URL: a LibreTranslate-compatible server for the pairs OpenCC does not cover; TRANSLATE_API_KEY. */
  translate: { url: string | null; apiKey: string | null };
  /**
   * Sharing inside WeChat: WECHAT_APP_ID and WECHAT_APP_SECRET (the official account of every event),
   * WECHAT_APPS (JSON {"<bventId>": {"appId": "...", "secret": "..."}} for events with their own) and
   * WECHAT_API_BASE (WeChat's API, https://api.weixin.qq.com by default).
   */
  wechat: WechatSettings;
}

/** Thrown for a setting that cannot be used, with a message that says which and why. */
export class EnvError extends Error {}

/**
 * PostgreSQL's own default (128MB) is sized for a server with many connections; the embedded database has one,
 * its data files stay in the operating system's file cache behind it, and the buffers are memory the process
 * holds from the first start: 32MB keeps the demo fair and the hot part of a large one.
 */
export const DEFAULT_PGLITE_BUFFERS = '32MB';

function memorySize(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const m = /^(\d+)(kB|MB|GB)$/.exec(value);
  const kb = m ? Number(m[1]) * { kB: 1, MB: 1024, GB: 1024 * 1024 }[m[2] as 'kB' | 'MB' | 'GB'] : 0;
  if (kb < 1024 || kb > 16 * 1024 * 1024)
    throw new EnvError(`${name}=${value} is not a size from 1MB to 16GB written like 32MB (kB, MB or GB)`);
  return value;
}

function instant(name: string, value: string | undefined): number | null {
  if (!value) return null;
  // An ISO 8601 date and time with its zone: a bare date or a local time would mean another instant on each machine.
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : NaN;
  if (Number.isNaN(ms))
    throw new EnvError(`${name}=${value} is not an ISO 8601 instant such as 2030-03-01T10:00:00+08:00`);
  return ms;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

const list = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const log = source.LOG ?? source.LOG_LEVEL ?? 'info';
  const port = int(source.PORT, 8080);
  const origins = (source.PUBLIC_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port,
    host: source.HOST || '127.0.0.1',
    dataDir: path.resolve(source.DATA_DIR || path.join(REPO_ROOT, 'data')),
    databaseUrl: source.DATABASE_URL || null,
    databaseReadUrl: readReplica(source),
    workers: workers(source),
    metricsToken: source.METRICS_TOKEN?.trim() || null,
    webDist: path.resolve(source.WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: (LOG_LEVELS.includes(log) ? log : 'info') as LogLevel,
    rateLimitMax: source.RATE_LIMIT === 'off' ? 0 : int(source.RATE_LIMIT_MAX, 600),
    trustProxy: source.TRUST_PROXY === '1' || source.TRUST_PROXY === 'true',
    paymentTestMode: source.PAYMENT_TEST_MODE === '1',
    publicOrigins: origins.length > 0 ? origins : [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
    clockAt: instant('CLOCK_AT', source.CLOCK_AT),
    demo: source.DEMO_SEED !== 'off',
    smtpUrl: source.SMTP_URL || null,
    mailFrom: source.MAIL_FROM || null,
    outboxPage: !source.SMTP_URL && source.NODE_ENV !== 'production',
    pgliteBuffers: memorySize('PGLITE_BUFFERS', source.PGLITE_BUFFERS, DEFAULT_PGLITE_BUFFERS),
    redisUrl: source.REDIS_URL || null,
    ice: {
      stunUrls: list(source.ICE_STUN_URLS),
      turnUrls: list(source.TURN_URLS),
      turnSecret: source.TURN_SECRET?.trim() || null,
      turnTtlSeconds: int(source.TURN_TTL_SECONDS, 3600) || 3600,
    },
    translate: {
      url: source.TRANSLATE_URL?.trim() || null,
      apiKey: source.TRANSLATE_API_KEY?.trim() || null,
    },
    wechat: wechat(source),
  };
}

function workers(source: NodeJS.ProcessEnv): number {
  const value = source.WORKERS?.trim();
  if (!value) return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new EnvError(`WORKERS=${value} is not a whole number from 1 to 64`);
  // The embedded database is a directory that one process holds (its lock); several need a shared server.
  if (n > 1 && !source.DATABASE_URL)
    throw new EnvError(
      `WORKERS=${n} needs DATABASE_URL: the embedded database (PGlite) is held by one process; set DATABASE_URL to a PostgreSQL database to run several workers`,
    );
  // Each worker keeps limits, verified tokens and sockets in its own memory unless Redis joins them.
  if (n > 1 && !source.REDIS_URL)
    throw new EnvError(
      `WORKERS=${n} needs REDIS_URL: the workers share their rate limits, logouts and realtime messages through Redis`,
    );
  return n;
}

function readReplica(source: NodeJS.ProcessEnv): string | null {
  if (!source.DATABASE_READ_URL) return null;
  if (!source.DATABASE_URL)
    throw new EnvError('DATABASE_READ_URL needs DATABASE_URL: a replica is read beside a PostgreSQL primary');
  return source.DATABASE_READ_URL;
}

function wechatApps(value: string | undefined): Record<string, WechatApp> {
  if (!value?.trim()) return {};
  const problem = `WECHAT_APPS is not JSON like {"<event id>": {"appId": "wx...", "secret": "..."}}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new EnvError(problem);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new EnvError(problem);
  const apps: Record<string, WechatApp> = {};
  for (const [bventId, app] of Object.entries(parsed)) {
    const { appId, secret } = (app ?? {}) as Partial<WechatApp>;
    if (typeof appId !== 'string' || !appId || typeof secret !== 'string' || !secret)
      throw new EnvError(problem);
    apps[bventId.toLowerCase()] = { appId, secret };
  }
  return apps;
}

function wechat(source: NodeJS.ProcessEnv): WechatSettings {
  const appId = source.WECHAT_APP_ID?.trim();
  const secret = source.WECHAT_APP_SECRET?.trim();
  if (Boolean(appId) !== Boolean(secret))
    throw new EnvError('WECHAT_APP_ID and WECHAT_APP_SECRET go together: give both or neither');
  return {
    app: appId && secret ? { appId, secret } : null,
    apps: wechatApps(source.WECHAT_APPS),
    apiBase: source.WECHAT_API_BASE?.trim() || WECHAT_API_BASE,
  };
}

/**
 * The folder the user typed a command in: npm runs a workspace's script in the workspace's folder and says where
 * it was called from in INIT_CWD, so a relative path on the command line is resolved against this.
 */
export function invocationDir(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD || process.cwd();
}

/** Test-only settings read here so test files need not touch process.env either. */
export function testDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string {
  return source.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

/** CI sets REQUIRE_POSTGRES=1: there the PostgreSQL suite must run, and an unreachable server fails it. */
export function postgresRequired(source: NodeJS.ProcessEnv = process.env): boolean {
  return source.REQUIRE_POSTGRES === '1';
}
