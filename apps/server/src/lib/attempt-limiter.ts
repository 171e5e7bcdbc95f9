import type { WindowCounters } from '../shared/window-counters.ts';

/**
 * Attempts per key in a fixed window, refused once the key has used up its window: Reserve attempts per account
 * ('Too many attempts, please try later'), room-code guesses, sends. The counts live in WindowCounters: this
 * process's memory with one gateway, Redis when several share the work, so the limit holds across all of them.
 */
export class AttemptLimiter {
  constructor(
    private readonly counters: WindowCounters,
    /** Names the limit in the counters' keys: two limits never share a count. */
    private readonly name: string,
    private readonly max = 10,
    private readonly windowMs = 60_000,
  ) {}

  /** Whether the key has an attempt left, without counting one (for limits that count only failures). */
  async allows(key: string): Promise<boolean> {
    return (await this.counters.peek(`${this.name}:${key}`)) < this.max;
  }

  /** Counts one attempt; false when the key has used up its window. */
  async take(key: string): Promise<boolean> {
    return (await this.counters.increment(`${this.name}:${key}`, this.windowMs)) <= this.max;
  }
}
