import { LRUCache } from 'lru-cache';

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
 * time, not the app's clock). A success clears the account's count. Least recently used keys go first when the
 * maps are full, so a flood of unique keys costs bounded memory; the limit then errs towards letting a try in.
 */
export class LoginLimiter {
  private readonly accounts: LRUCache<string, { n: number }>;
  private readonly addresses: LRUCache<string, { n: number }>;

  constructor(readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    const options = { max: limits.maxKeys, ttl: limits.windowMs, noUpdateTTL: true };
    this.accounts = new LRUCache(options);
    this.addresses = new LRUCache(options);
  }

  /** Whether a login for this account from this address may be tried now. */
  allows(address: string, account: string): boolean {
    return (
      (this.accounts.get(account)?.n ?? 0) < this.limits.perAccount &&
      (this.addresses.get(address)?.n ?? 0) < this.limits.perAddress
    );
  }

  failed(address: string, account: string): void {
    for (const [map, key] of [
      [this.accounts, account],
      [this.addresses, address],
    ] as const) {
      const entry = map.get(key);
      if (entry) entry.n += 1;
      else map.set(key, { n: 1 });
    }
  }

  succeeded(account: string): void {
    this.accounts.delete(account);
  }

  get size(): { accounts: number; addresses: number } {
    return { accounts: this.accounts.size, addresses: this.addresses.size };
  }
}
