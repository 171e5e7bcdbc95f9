import { ERROR_MESSAGES, ErrorCode, type TLanguage } from '@showfloor/contracts';
import { languageFallbacks } from '@showfloor/domain';
import { BUNDLES, type LocaleLanguage } from '@showfloor/locales';

/** How long a client is asked to wait before trying again while the database is away (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's SQLSTATEs that mean "the server is not there right now", not "your query is wrong": class 08
 * (connection exception), admin or crash shutdown, "cannot connect now" (starting up, recovering).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres and pg-pool say these in words only (no code). */
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection is not queryable|not queryable/i,
  /cannot use a pool after calling end/i,
];

/**
 * Whether an error says the database is unreachable, looking through drizzle's DrizzleQueryError (`cause`) and
 * the AggregateError node's connect gives for several addresses (`errors`). Such a failure is transient: the
 * pool drops the broken connection and makes a new one on a later query, so the request answers 503 and the
 * process keeps running.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_STATES.has(e.code) || SOCKET_CODES.has(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * The 503's words in the request's language, from the platform dictionary's files, not the database's copy of
 * them: the database is the thing that is away.
 */
export function databaseUnavailableMessage(lang: TLanguage): string {
  const { key, en } = ERROR_MESSAGES[ErrorCode.DatabaseUnavailable]!;
  for (const l of languageFallbacks(lang)) {
    const word = BUNDLES[l as LocaleLanguage]?.common[key];
    if (word) return word;
  }
  return en;
}
