/**
 * Attempts per key in a fixed window, refused once the key has used up its window: login attempts per IP +
 * email (guessing passwords is slowed without locking the account for everyone else) and Reserve attempts per
 * account ('Too many attempts, please try later'). In memory: one process; a restart forgets the
 * counts, and several instances would each allow the limit.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max = 10,
    private readonly windowMs = 60_000,
  ) {}

  /**
   * Counts one attempt; false when the key has used up its window. Windows are elapsed time (a monotonic timer),
   * not fair time: moving the app's clock must not open or close them.
   */
  /** Whether the key has an attempt left, without counting one (for limits that count only failures). */
  allows(key: string, now = performance.now()): boolean {
    const entry = this.hits.get(key);
    return !entry || entry.resetAt <= now || entry.count < this.max;
  }

  take(key: string, now = performance.now()): boolean {
    if (this.hits.size > 10_000) {
      for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    }
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }
}
