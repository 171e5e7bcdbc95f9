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

/** How long a starting gateway waits for a PostgreSQL that does not answer yet (a restart, a failover). */
export const START_WAIT_MS = 120_000;

/**
 * Waits until the database answers, while it is only away (isDatabaseUnavailable): a gateway started, or a worker
 * replaced, during a database restart comes up when the database does instead of failing. Any other error (a wrong
 * password, an unknown database) is thrown at once, and so is the outage after START_WAIT_MS.
 */
export async function waitForDatabase(
  ping: () => Promise<unknown>,
  log: (message: string) => void,
  limitMs = START_WAIT_MS,
): Promise<void> {
  const started = performance.now();
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await ping();
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || performance.now() - started > limitMs) throw err;
      log(`PostgreSQL does not answer yet (${(err as Error).message}); trying again in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
