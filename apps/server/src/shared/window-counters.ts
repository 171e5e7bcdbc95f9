import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

/**
 * Counts per key in fixed windows that open at a key's first count. The limits of the gateway (login failures,
 * Reserve attempts, room-code guesses, sends) count here: in this process's memory with one gateway, in Redis when
 * several share the work (REDIS_URL), so a limit means the same whichever worker a request reaches.
 */
export interface WindowCounters {
  /** Adds one to the key's count (opening a window of windowMs at the first) and answers the count after. */
  increment(key: string, windowMs: number): Promise<number>;
  /** The key's count in its open window, 0 when none is open. */
  peek(key: string): Promise<number>;
  /** Closes the key's window (a success forgives the failures before it). */
  clear(key: string): Promise<void>;
}

/**
 * One process's counters. Windows are elapsed time (a monotonic timer), not fair time: moving the app's clock must
 * not open or close them. The least recently used keys go first when full, so a flood of unique keys costs bounded
 * memory; the limit then errs towards letting a try in.
 */
export class MemoryCounters implements WindowCounters {
  private readonly entries: LRUCache<string, { n: number; until: number }>;

  constructor(
    maxKeys = 50_000,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.entries = new LRUCache({ max: maxKeys });
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const at = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.until <= at) {
      this.entries.set(key, { n: 1, until: at + windowMs });
      return 1;
    }
    entry.n += 1;
    return entry.n;
  }

  async peek(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry && entry.until > this.now() ? entry.n : 0;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** Keys held (bounded by maxKeys). */
  get size(): number {
    return this.entries.size;
  }
}

// INCR and, for the first count only, the window's expiry: one round trip, atomic on the server.
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Counters every gateway process shares, in Redis. When Redis does not answer (stopped, unreachable, slower than
 * its command timeout) each process counts in its own memory until Redis is back: a limit then holds per
 * process instead of for all of them, and nothing fails because Redis is away.
 */
export class RedisCounters implements WindowCounters {
  private readonly fallback = new MemoryCounters();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onFallback: (err: unknown) => void = () => {},
  ) {}

  async increment(key: string, windowMs: number): Promise<number> {
    try {
      const n = await this.redis.eval(
        INCREMENT,
        1,
        this.prefix + key,
        String(Math.max(1, Math.round(windowMs))),
      );
      return Number(n);
    } catch (err) {
      this.onFallback(err);
      return this.fallback.increment(key, windowMs);
    }
  }

  async peek(key: string): Promise<number> {
    try {
      return Number((await this.redis.get(this.prefix + key)) ?? 0);
    } catch (err) {
      this.onFallback(err);
      return this.fallback.peek(key);
    }
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    try {
      await this.redis.del(this.prefix + key);
    } catch (err) {
      this.onFallback(err);
    }
  }
}
