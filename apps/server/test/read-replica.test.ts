import { randomBytes } from 'node:crypto';
import { addFavorite, getExhibitDetail, HEADERS, type TFavoriteChange } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID, DEMO_PRODUCT_ID, demoAccountId } from '../src/db/seed/demo-ids.ts';
import { api, buildTestApp, call } from './helpers.ts';
import { admin, adminUrl, postgresUnavailable } from './postgres-suite.ts';
import { REDIS_URL, redisUnavailable } from './redis-suite.ts';

/*
 * DATABASE_READ_URL: the catalog's reads go to the replica, writes and the reads of a caller who just wrote go
 * to the primary, on every worker (the mark is in Redis). The replica here is a copy of the primary made after
 * the seed, then changed on purpose (a product's favorite count of 4343 that the primary does not have), so
 * every answer tells which database it was read from. Replication itself is PostgreSQL's business: what the
 * gateway decides is only where each statement goes, and a replica that differs shows that directly (with a
 * replica fed by replication the two would hold the same rows, and the routing could not be seen).
 */
const reason =
  (await postgresUnavailable('the read replica')) ?? (await redisUnavailable('the read replica'));

const ON_REPLICA = 4343;

describe.skipIf(reason !== null)('reads on a replica (DATABASE_READ_URL)', () => {
  const primaryName = `showfloor_primary_${randomBytes(6).toString('hex')}`;
  const replicaName = `showfloor_replica_${randomBytes(6).toString('hex')}`;
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let one: FastifyInstance;
  let two: FastifyInstance;
  let replica: pg.Client;
  let primary: pg.Client;

  beforeAll(async () => {
    await admin(`create database ${primaryName}`);
    // The first start migrates and seeds the primary; the replica is a copy of it as it then stands.
    const seeding = await buildTestApp({ databaseUrl: urlOf(primaryName) });
    await seeding.ready();
    await seeding.close();
    await admin(`create database ${replicaName} template ${primaryName}`);
    replica = new pg.Client({ connectionString: urlOf(replicaName) });
    primary = new pg.Client({ connectionString: urlOf(primaryName) });
    await Promise.all([replica.connect(), primary.connect()]);
    await replica.query('update products set favorite_count = $1 where id = $2', [
      ON_REPLICA,
      DEMO_PRODUCT_ID,
    ]);
    // Two workers of one deployment: one Redis prefix, one primary, one replica.
    const opts = {
      databaseUrl: urlOf(primaryName),
      databaseReadUrl: urlOf(replicaName),
      realtime: { redisUrl: REDIS_URL, redisPrefix: `showfloor-test-${randomBytes(6).toString('hex')}` },
      metricsToken: 'replica-metrics',
    };
    one = await buildTestApp(opts);
    two = await buildTestApp(opts);
    await Promise.all([one.ready(), two.ready()]);
  }, 180_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await replica?.end();
    await primary?.end();
    await admin(`drop database if exists ${replicaName} with (force)`);
    await admin(`drop database if exists ${primaryName} with (force)`);
  });

  const bearerOf = async (app: FastifyInstance, who: Parameters<typeof demoAccountId>[0]) =>
    `Bearer ${(await app.sso.issueTokens(demoAccountId(who), new URL(app.sso.issuers[0]!).origin)).access_token}`;
  const favoritesOf = async (db: pg.Client) =>
    Number((await db.query('select count(*)::int as n from favorites')).rows[0].n);
  const productCount = async (app: FastifyInstance, bearer?: string) => {
    const res = await call<{ favoriteCount: number }>(app, {
      url: api(getExhibitDetail.path),
      query: { id: DEMO_PRODUCT_ID, isMobile: 'true', lang: 'en-US' },
      headers: bearer ? { [HEADERS.authorization]: bearer } : {},
    });
    expect(res.status).toBe(200);
    return res.body.returnObj!.favoriteCount;
  };

  it('reads the replica, writes the primary, and a writer reads its own write on every worker', async () => {
    const onPrimary = Number(
      (await primary.query('select favorite_count from products where id = $1', [DEMO_PRODUCT_ID])).rows[0]
        .favorite_count,
    );
    expect(onPrimary).not.toBe(ON_REPLICA);
    const replicaFavorites = await favoritesOf(replica);
    const visitor = await bearerOf(one, 'visitor');

    // Anonymous and signed-in readers who wrote nothing read the replica, on both workers.
    expect(await productCount(one)).toBe(ON_REPLICA);
    expect(await productCount(two, visitor)).toBe(ON_REPLICA);

    // The favorite is written to the primary; the same call's answer reads the primary after its write.
    const added = await call<TFavoriteChange>(one, {
      method: 'POST',
      url: api(addFavorite.path),
      payload: { bventId: DEMO_EVENT_ID, targetType: 'Product', targetId: DEMO_PRODUCT_ID },
      headers: { [HEADERS.authorization]: visitor },
    });
    expect(added.status).toBe(200);
    expect(added.body.returnObj).toMatchObject({ changed: true, favoriteCount: onPrimary + 1 });
    expect(await favoritesOf(replica)).toBe(replicaFavorites);

    // The writer's next reads, on either worker, come from the primary: their own favorite is there.
    expect(await productCount(one, visitor)).toBe(onPrimary + 1);
    expect(await productCount(two, visitor)).toBe(onPrimary + 1);
    // Everyone else still reads the replica.
    expect(await productCount(two)).toBe(ON_REPLICA);
    expect(await productCount(one, await bearerOf(one, 'purchaser'))).toBe(ON_REPLICA);
  });

  it("shows both databases' pools on /metrics", async () => {
    const res = await one.inject({ url: '/metrics', headers: { authorization: 'Bearer replica-metrics' } });
    expect(res.statusCode).toBe(200);
    for (const database of ['primary', 'replica'])
      expect(res.body).toMatch(
        new RegExp(`db_pool_connections\\{database="${database}",state="total"\\} [1-9]`),
      );
  });
});
