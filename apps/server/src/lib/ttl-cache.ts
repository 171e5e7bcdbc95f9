import { type CacheCounts, cacheCounts } from './cache-counts.ts';

/**
 * A small in-process cache with a time-to-live and a size cap (oldest entries go first). It keeps the hot
 * read calls (exhibitor detail, dictionary, boot data) to one query per key per few seconds; with several
 * server instances, entries are at most `ttlMs` stale. Lifetimes are elapsed time on a monotonic timer, which
 * neither a moved app clock nor a jump of the machine's clock stretches.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly counts: CacheCounts;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    /** The label its hits and misses are counted under on /metrics. */
    name = 'ttl',
  ) {
    this.counts = cacheCounts(name);
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) {
      this.counts.misses += 1;
      return undefined;
    }
    if (hit.expires < performance.now()) {
      this.entries.delete(key);
      this.counts.misses += 1;
      return undefined;
    }
    this.counts.hits += 1;
    return hit.value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: performance.now() + this.ttlMs });
  }

  /** Drops the entry, and any load in flight for it: a load that began before a change never refills it. */
  delete(key: string): void {
    this.entries.delete(key);
    this.pending.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Caches a promise's result; concurrent misses share one load. Failures are not cached. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.pending.get(key);
    if (pending) return pending;
    const p = load().then(
      (value) => {
        if (this.pending.get(key) === p) {
          this.pending.delete(key);
          this.set(key, value);
        }
        return value;
      },
      (err: unknown) => {
        if (this.pending.get(key) === p) this.pending.delete(key);
        throw err;
      },
    );
    this.pending.set(key, p);
    return p;
  }

  private readonly pending = new Map<string, Promise<V>>();
}
