import os from 'node:os';
import pLimit from 'p-limit';

/** Thrown at once when too many password checks wait: the page answers 503 with Retry-After. */
export class PasswordBusy extends Error {
  constructor() {
    super('too many password checks are waiting');
  }
}

/**
 * Password hashing and checking (argon2id at 64 MiB each) with bounded concurrency and a bounded queue. Unbounded,
 * a flood of logins takes every core and the memory, and every other request waits behind it; bounded, the flood
 * waits in its own line or is turned away fast, and the rest of the site keeps its speed.
 */
export class PasswordWork {
  private readonly limit: ReturnType<typeof pLimit>;

  constructor(
    readonly concurrency = Math.max(1, Math.floor(os.availableParallelism() / 2)),
    readonly queue = 32,
  ) {
    this.limit = pLimit(concurrency);
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.limit.pendingCount >= this.queue) return Promise.reject(new PasswordBusy());
    return this.limit(task);
  }

  get waiting(): number {
    return this.limit.pendingCount;
  }
}
