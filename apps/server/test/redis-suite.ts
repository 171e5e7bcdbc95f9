import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { postgresRequired } from '../src/env.ts';
import { buildTestApp } from './helpers.ts';
import { admin, adminUrl } from './postgres-suite.ts';
import { listening } from './room-helpers.ts';
import type { WsClient } from './ws-client.ts';

/** The Redis the two-gateway suites fan out through: REDIS_TEST_URL, default 127.0.0.1:6379 (`.ci/run` starts one). */
export const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';

/** Null when Redis answers; the reason otherwise (a failure where CI has its services: never passed unseen). */
export async function redisUnavailable(suite: string): Promise<string | null> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    const reason = `${REDIS_URL} unreachable (${(err as Error).message})`;
    // CI has its services: a missing Redis there must fail, never pass unseen.
    if (postgresRequired()) throw new Error(`Redis is required here: ${reason}`);
    console.warn(`${suite} did NOT run: ${reason}`);
    return reason;
  } finally {
    probe.disconnect();
  }
}

/**
 * Two gateways listening on one fresh PostgreSQL database and one Redis (a key prefix of their own), as two
 * processes behind a proxy; the sockets a test opens (`sockets`) are closed, the apps and the database dropped
 * after the suite. Its fields are set before the suite's tests run.
 */
export function twoGateways(name: string) {
  const dbName = `showfloor_${name}_${randomBytes(6).toString('hex')}`;
  const gw = {
    prefix: `showfloor-test-${randomBytes(6).toString('hex')}`,
    one: null as unknown as FastifyInstance,
    two: null as unknown as FastifyInstance,
    origins: ['', ''] as [string, string],
    sockets: [] as WsClient[],
  };
  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const realtime = { redisUrl: REDIS_URL, redisPrefix: gw.prefix };
    gw.one = await buildTestApp({ databaseUrl: url.toString(), realtime });
    await gw.one.ready();
    gw.two = await buildTestApp({ databaseUrl: url.toString(), realtime });
    await gw.two.ready();
    gw.origins = [await listening(gw.one), await listening(gw.two)];
  }, 180_000);
  afterAll(async () => {
    for (const s of gw.sockets) s.close();
    await gw.one?.close();
    await gw.two?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });
  return gw;
}
