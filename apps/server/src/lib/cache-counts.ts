/**
 * Hits and misses of the process's in-memory caches, by cache name, as plain numbers: the caches count without
 * knowing about any metrics library, and /metrics (plugins/metrics.ts) reads them when it is scraped.
 */
export interface CacheCounts {
  hits: number;
  misses: number;
}

const counts = new Map<string, CacheCounts>();

/** The counters of one cache name (created on first use; caches sharing a name share them). */
export function cacheCounts(name: string): CacheCounts {
  let c = counts.get(name);
  if (!c) {
    c = { hits: 0, misses: 0 };
    counts.set(name, c);
  }
  return c;
}

export function allCacheCounts(): ReadonlyMap<string, Readonly<CacheCounts>> {
  return counts;
}
