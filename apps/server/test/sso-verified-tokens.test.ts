import { describe, expect, it } from 'vitest';
import { VERIFIED_TTL_MS, VerifiedTokens } from '../src/sso/verified-tokens.ts';

const owner = { accountId: 'a1', clientId: 'evosClient', scope: 'openid' };

describe('verified access tokens', () => {
  it('trusts a token for the TTL, never past its own expiry', () => {
    let now = 1_000_000;
    const cache = new VerifiedTokens(() => now);
    cache.remember('t1', owner, 'g1', now + 60_000);
    cache.remember('t2', owner, 'g2', now + 5_000);
    expect(cache.get('t1')).toEqual(owner);
    now += 5_000;
    expect(cache.get('t2')).toBeNull();
    expect(cache.get('t1')).toEqual(owner);
    now += VERIFIED_TTL_MS;
    expect(cache.get('t1')).toBeNull();
  });

  it('forgets a destroyed token and every token of a revoked grant at once', () => {
    const cache = new VerifiedTokens(() => 0);
    cache.remember('t1', owner, 'g1', 60_000);
    cache.remember('t2', owner, 'g1', 60_000);
    cache.remember('t3', owner, 'g2', 60_000);
    cache.forget({ model: 'AccessToken', id: 't3' });
    expect(cache.get('t3')).toBeNull();
    cache.forget({ model: 'Grant', grantId: 'g1' });
    expect(cache.get('t1')).toBeNull();
    expect(cache.get('t2')).toBeNull();
  });
});
