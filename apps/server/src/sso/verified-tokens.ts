import { cacheCounts } from '../lib/cache-counts.ts';
import type { TokenOwner } from './port.ts';

/** How long a verified access token is trusted without asking the database again. */
export const VERIFIED_TTL_MS = 15_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  owner: TokenOwner;
  grantId: string | null;
  until: number;
}

/**
 * Access tokens verified in the last few seconds. Verifying one costs two reads (the token, its grant); every
 * call of a logged-in visitor pays them, and under a booking rush they were most of a request's time. A token is
 * forgotten the moment this process destroys it or revokes its grant (logout, refresh replay: the adapter tells
 * us), and after VERIFIED_TTL_MS in any case, so another process's revocation is seen within that time.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Entry>();
  private readonly counts = cacheCounts('verified_tokens');

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): TokenOwner | null {
    const entry = this.entries.get(token);
    if (!entry) {
      this.counts.misses += 1;
      return null;
    }
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      this.counts.misses += 1;
      return null;
    }
    this.counts.hits += 1;
    return entry.owner;
  }

  /** expiresAt: the token's own expiry (epoch ms); it is never trusted past it. */
  remember(token: string, owner: TokenOwner, grantId: string | null, expiresAt: number): void {
    const until = Math.min(this.now() + VERIFIED_TTL_MS, expiresAt || Number.POSITIVE_INFINITY);
    if (until <= this.now()) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { owner, grantId, until });
  }

  forget(gone: { model: string; id?: string; grantId?: string }): void {
    if (gone.model === 'AccessToken' && gone.id) this.entries.delete(gone.id);
    if (!gone.grantId) return;
    for (const [token, entry] of this.entries) if (entry.grantId === gone.grantId) this.entries.delete(token);
  }
}
