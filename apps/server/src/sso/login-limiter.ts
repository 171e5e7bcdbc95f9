import { MemoryCounters, type WindowCounters } from '../shared/window-counters.ts';

export interface LoginLimits {
  /** Failed logins one account may take in a window, from any addresses (guessing one person's password). */
  perAccount: number;
  /**
   * Failed logins from one address in a window, on any accounts (one machine trying many accounts). High: a fair's
   * venue Wi-Fi puts thousands of phones behind one address, and only failures count, so people who sign in
   * correctly never use it up.
   */
  perAddress: number;
  windowMs: number;
  /** Keys kept at most, per kind: the memory stays bounded under a flood of new addresses or accounts. */
  maxKeys: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: 10,
  perAddress: 300,
  windowMs: 15 * 60_000,
  maxKeys: 50_000,
};

/**
 * Counts failed logins per account and per address, each in a window that starts at its first failure (elapsed
 * time, not the app's clock). A success clears the account's count. The counts live in WindowCounters: this
 * process's memory (bounded: least recently used keys go first, so a flood of unique keys errs towards letting a
 * try in), or Redis when several gateways share the work, so a guesser gains nothing by landing on another worker.
 */
export class LoginLimiter {
  private readonly counters: WindowCounters;

  constructor(
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    counters?: WindowCounters,
  ) {
    // Two keys per failure (its account and its address).
    this.counters = counters ?? new MemoryCounters(limits.maxKeys * 2);
  }

  /** Whether a login for this account from this address may be tried now. */
  async allows(address: string, account: string): Promise<boolean> {
    const [byAccount, byAddress] = await Promise.all([
      this.counters.peek(`login-account:${account}`),
      this.counters.peek(`login-address:${address}`),
    ]);
    return byAccount < this.limits.perAccount && byAddress < this.limits.perAddress;
  }

  async failed(address: string, account: string): Promise<void> {
    await Promise.all([
      this.counters.increment(`login-account:${account}`, this.limits.windowMs),
      this.counters.increment(`login-address:${address}`, this.limits.windowMs),
    ]);
  }

  async succeeded(account: string): Promise<void> {
    await this.counters.clear(`login-account:${account}`);
  }
}
