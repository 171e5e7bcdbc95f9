import { Redis } from 'ioredis';
import { postgresRequired } from '../src/env.ts';

/** The Redis the two-gateway suites fan out through: REDIS_TEST_URL, default 127.0.0.1:6379 (`.ci/run` starts one). */
export const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';

/** Null when Redis answers; the reason otherwise (a failure where CI has its services: never passed unseen). */
export async function redisUnavailable(suite: string): Promise<string | null> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    const reason = `${REDIS_URL} unreachable (${(err as Error).message})`;
    // CI has its services: a missing Redis there must fail, never pass unseen.
    if (postgresRequired()) throw new Error(`Redis is required here: ${reason}`);
    console.warn(`${suite} did NOT run: ${reason}`);
    return reason;
  } finally {
    probe.disconnect();
  }
}
