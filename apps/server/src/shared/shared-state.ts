import { Redis } from 'ioredis';
import { type Bus, LocalBus, RedisBus } from '../realtime/bus.ts';
import { MemoryCounters, RedisCounters, type WindowCounters } from './window-counters.ts';

/**
 * What the gateway processes of one deployment share: the bus (realtime fan-out, and news that a cached thing
 * changed or a token was revoked) and the limits' counters. With REDIS_URL both live in Redis, so any number of
 * workers behave as one; without it, in this process, which is all one gateway needs.
 */
export interface SharedState {
  bus: Bus;
  counters: WindowCounters;
  /** Where it lives, for the log and /readyz. */
  kind: 'memory' | 'redis';
  /** The Redis connection that counts (it never queues while Redis is away), for the per-call rate limit's store. */
  redis: Redis | null;
  /** Whether Redis answers (always true in memory). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  redisUrl?: string | null;
  /** Keeps two deployments on one Redis apart; 'showfloor:' by default. */
  prefix?: string;
  /** Told (at most once a minute) when Redis stops answering and the limits count per process meanwhile. */
  warn?: (message: string) => void;
}

export async function openSharedState(opts: SharedStateOptions = {}): Promise<SharedState> {
  if (!opts.redisUrl) {
    const bus = new LocalBus();
    return {
      bus,
      counters: new MemoryCounters(),
      kind: 'memory',
      redis: null,
      ping: async () => true,
      close: () => bus.close(),
    };
  }
  const prefix = opts.prefix ?? 'showfloor:';
  const bus = new RedisBus(
    opts.redisUrl,
    prefix,
    oncePerMinute(
      (err) => `Redis does not answer (${err}): realtime news reach this worker's sockets only`,
      opts.warn,
    ),
  );
  // Counting must never wait for a Redis that is away: no queue while disconnected, one try, a short timeout; the
  // counters then fall back to this process's memory (window-counters.ts).
  const redis = new Redis(opts.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  // Without a listener a lost connection's 'error' would end the process; ioredis reconnects by itself.
  redis.on('error', () => {});
  const counters = new RedisCounters(
    redis,
    `${prefix}count:`,
    oncePerMinute(
      (err) => `Redis does not answer (${err}): limits count per process until it is back`,
      opts.warn,
    ),
  );
  await Promise.all([bus.ready(), new Promise<void>((resolve) => redis.once('ready', () => resolve()))]);
  return {
    bus,
    counters,
    kind: 'redis',
    redis,
    ping: async () => {
      try {
        return (await redis.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      await Promise.allSettled([bus.close(), redis.quit()]);
    },
  };
}

/** A warning about an outage said at most once a minute: every call meets the outage, the log needs it once. */
function oncePerMinute(
  say: (reason: string) => string,
  warn: ((message: string) => void) | undefined,
): (err: unknown) => void {
  let saidAt = Number.NEGATIVE_INFINITY;
  return (err) => {
    const at = performance.now();
    if (at - saidAt < 60_000) return;
    saidAt = at;
    warn?.(say((err as Error).message));
  };
}
