import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCounters } from '../src/shared/window-counters.ts';
import { openSharedState } from '../src/shared/shared-state.ts';
import { sharedInvalidation } from '../src/shared/shared-invalidation.ts';
import { Redis } from 'ioredis';
import { buildTestApp } from './helpers.ts';
import { admin, adminUrl, postgresUnavailable } from './postgres-suite.ts';
import { REDIS_URL, redisUnavailable } from './redis-suite.ts';
import {
  Browser,
  createAccount,
  csrfOf,
  loginFlow,
  path,
  authorizeUrl,
  pkce,
  refresh,
} from './sso-helpers.ts';

/*
 * Two gateways on one PostgreSQL database and one Redis, as two workers of WORKERS=2: what one process learns
 * (a revoked token, a failed login, a call counted against the rate limit) holds on the other at once, because
 * it lives in Redis or travels on its bus. And when Redis is away the limits count per process, never failing.
 */
const reason =
  (await postgresUnavailable('shared state over Redis')) ??
  (await redisUnavailable('shared state over Redis'));

const USER_INFO = '/api/UserResource/AccountUser/v1/Info';

describe.skipIf(reason !== null)('what two gateway workers share through Redis', () => {
  const dbName = `showfloor_shared_${randomBytes(6).toString('hex')}`;
  const prefix = `showfloor-test-${randomBytes(6).toString('hex')}`;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let userInfo = '';

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const opts = {
      databaseUrl: url.toString(),
      realtime: { redisUrl: REDIS_URL, redisPrefix: prefix },
      loginLimits: { perAccount: 3, perAddress: 100 },
      rateLimitMax: 4,
    };
    one = await buildTestApp(opts);
    await one.ready();
    two = await buildTestApp(opts);
    await two.ready();
    const id = await createAccount(one.database.db, 'shared@example.com', 'password123');
    userInfo = `${USER_INFO}?accountId=${id}`;
    await createAccount(one.database.db, 'guessed@example.com', 'password123');
  }, 180_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  /** Resolves once a message published by `from` after everything it published before has reached `to`. */
  async function busDrained(from: FastifyInstance, to: FastifyInstance): Promise<void> {
    const marker = randomBytes(8).toString('hex');
    const heard = new Promise<void>((resolve) => to.shared.bus.subscribe(`drain-${marker}`, () => resolve()));
    // The subscription is in place once a round trip on the subscribing connection has been answered.
    await to.shared.bus.ready?.();
    await from.shared.bus.publish(`drain-${marker}`, {});
    await heard;
  }

  it('a token revoked on one worker is refused by the other at once, though the other had just verified it', async () => {
    const browser = new Browser(one);
    const tokens = await loginFlow(browser, 'shared@example.com', 'password123');
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    // The second worker verifies the token and keeps it as verified for its TTL (15 s).
    expect((await two.inject({ method: 'GET', url: userInfo, headers: bearer })).statusCode).toBe(200);
    expect((await two.inject({ method: 'GET', url: userInfo, headers: bearer })).statusCode).toBe(200);
    // A refresh token used twice is a replay: the authority revokes the whole grant, this access token with it.
    expect((await refresh(browser, tokens.refresh_token)).statusCode).toBe(200);
    expect((await refresh(browser, tokens.refresh_token)).statusCode).toBe(400);
    await busDrained(one, two);
    const after = await two.inject({ method: 'GET', url: userInfo, headers: bearer });
    expect(after.statusCode).toBe(401);
  });

  it('failed logins count across the workers: guessing on both is held after the limit', async () => {
    const guess = async (app: FastifyInstance, i: number) => {
      const browser = new Browser(app);
      const auth = await browser.get(authorizeUrl(pkce().challenge, { ui_locales: 'en-US' }));
      const interaction = path(auth.headers.location);
      const page = await browser.get(interaction);
      const res = await browser.post(`${interaction}/login`, {
        csrf: csrfOf(page.body),
        email: 'guessed@example.com',
        password: `guess-${i}`,
      });
      return res.statusCode;
    };
    // Three failures, two on one worker and one on the other: the account's limit (3) is used up everywhere.
    const statuses = [await guess(one, 1), await guess(two, 2), await guess(one, 3), await guess(two, 4)];
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it("a call's rate limit is one window for both workers", async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (const app of [one, two, one, two, one]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/ExpoAggregator/NoToken/GetBventByBusinessId?businessId=nothing-here',
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    // Four calls are allowed per window (rateLimitMax 4), whichever worker takes them; the fifth is refused.
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
  });
});

describe.skipIf(reason !== null)('counters in Redis', () => {
  it('two processes count into one window, and each falls back to its own memory when Redis is away', async () => {
    const key = `showfloor-test-${randomBytes(6).toString('hex')}:`;
    const a = new Redis(REDIS_URL);
    const b = new Redis(REDIS_URL);
    try {
      const one = new RedisCounters(a, key);
      const two = new RedisCounters(b, key);
      expect(await one.increment('k', 60_000)).toBe(1);
      expect(await two.increment('k', 60_000)).toBe(2);
      expect(await one.peek('k')).toBe(2);
      await two.clear('k');
      expect(await one.peek('k')).toBe(0);
    } finally {
      a.disconnect();
      b.disconnect();
    }
    // A Redis that does not answer (nothing listens on port 1): counting goes on in memory, nothing throws.
    const away = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    away.on('error', () => {});
    const warnings: unknown[] = [];
    const alone = new RedisCounters(away, key, (err) => warnings.push(err));
    expect(await alone.increment('k', 60_000)).toBe(1);
    expect(await alone.increment('k', 60_000)).toBe(2);
    expect(await alone.peek('k')).toBe(2);
    expect(warnings.length).toBeGreaterThan(0);
    away.disconnect();
  });

  it('a cache entry dropped on one process is dropped on the other', async () => {
    const prefix = `showfloor-test-${randomBytes(6).toString('hex')}:`;
    const a = await openSharedState({ redisUrl: REDIS_URL, prefix });
    const b = await openSharedState({ redisUrl: REDIS_URL, prefix });
    try {
      const cacheA = new Set(['e1', 'e2']);
      const cacheB = new Set(['e1', 'e2']);
      const dropA = sharedInvalidation(a.bus, 'cache-test', (k) => cacheA.delete(k));
      sharedInvalidation(b.bus, 'cache-test', (k) => cacheB.delete(k));
      await Promise.all([a.bus.ready?.(), b.bus.ready?.()]);
      dropA('e1');
      expect([...cacheA]).toEqual(['e2']);
      const heard = new Promise<void>((resolve) => b.bus.subscribe('after-drop', () => resolve()));
      await b.bus.ready?.();
      // Redis delivers one connection's messages in order: once this arrives, the drop has too.
      await a.bus.publish('after-drop', {});
      await heard;
      expect([...cacheB]).toEqual(['e2']);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('without REDIS_URL everything is in this process', async () => {
    const state = await openSharedState({});
    expect(state.kind).toBe('memory');
    expect(state.redis).toBeNull();
    expect(await state.ping()).toBe(true);
    expect(await state.counters.increment('x', 1_000)).toBe(1);
    await state.close();
  });
});
