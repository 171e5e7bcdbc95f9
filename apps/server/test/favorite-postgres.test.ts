import { addFavorite, cancelFavorite, HEADERS, type TFavoriteChange } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_PRODUCT_ID,
  demoAccountId,
} from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';

/*
 * The concurrent adds again, on PostgreSQL: PGlite runs one statement at a time, so only here do 20 requests
 * really race for the unique index and the counter row.
 */
const reason = await postgresUnavailable('favorites');

describe.skipIf(reason !== null)('favorites on PostgreSQL', () => {
  let app: FastifyInstance;
  let bearer: string;

  const appOf = usePostgresApp('showfloor_fav');
  beforeAll(async () => {
    app = appOf();
    const origin = new URL(app.sso.issuers[0] ?? 'http://localhost/sso').origin;
    bearer = `Bearer ${(await app.sso.issueTokens(demoAccountId('visitor'), origin)).access_token}`;
  });

  const send = (path: string, targetType: string, targetId: string) =>
    call<TFavoriteChange>(app, {
      method: 'POST',
      url: api(path),
      payload: { bventId: DEMO_EVENT_ID, targetType, targetId },
      headers: { [HEADERS.authorization]: bearer },
    });

  it.each([
    ['Exhibitor', DEMO_EXHIBITOR_2_ID],
    ['Product', DEMO_PRODUCT_ID],
  ])('%s: 20 parallel adds make one favorite, 20 parallel cancels remove it once', async (type, id) => {
    const before = (await send(addFavorite.path, type, id)).body.returnObj?.favoriteCount ?? -1;
    await send(cancelFavorite.path, type, id);
    const base = before - 1;

    const adds = await Promise.all(Array.from({ length: 20 }, () => send(addFavorite.path, type, id)));
    expect(adds.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(adds.filter((r) => r.body.returnObj?.changed).length).toBe(1);
    const counted = await send(addFavorite.path, type, id);
    expect(counted.body.returnObj).toMatchObject({ changed: false, favoriteCount: base + 1 });

    const cancels = await Promise.all(Array.from({ length: 20 }, () => send(cancelFavorite.path, type, id)));
    expect(cancels.every((r) => r.status === 200)).toBe(true);
    expect(cancels.filter((r) => r.body.returnObj?.changed).length).toBe(1);
    const after = await send(cancelFavorite.path, type, id);
    expect(after.body.returnObj).toMatchObject({ changed: false, favoriteCount: base });
  });
});
