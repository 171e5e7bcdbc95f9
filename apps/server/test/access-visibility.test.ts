import { HEADERS } from '@showfloor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXHIBITOR_ID, DEMO_OVERSEAS_ONLY_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { api } from './helpers.ts';
import { buildIdentityApp, type IdentityTestApp } from './identity-helpers.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityApp();
});
afterAll(() => t?.close());

const detail = (key: Parameters<IdentityTestApp['as']>[0], id = DEMO_OVERSEAS_ONLY_EXHIBITOR_ID) =>
  t.as<{ id: string }>(key, {
    method: 'GET',
    url: api(`/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${id}`),
    headers: { [HEADERS.language]: 'en-US' },
  });

describe('content visibility: restricted to registered domestic / overseas buyers', () => {
  it('shows an unrestricted exhibitor to anyone', async () => {
    expect((await detail(null, DEMO_EXHIBITOR_ID)).status).toBe(200);
    expect((await detail('visitor', DEMO_EXHIBITOR_ID)).status).toBe(200);
  });

  it('refuses an overseas-only exhibitor to the anonymous, a domestic buyer and an unregistered user', async () => {
    for (const key of [null, 'visitor', 'exhibitor', 'pending'] as const) {
      const res = await detail(key);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ isSuccess: false, businessCode: 40300, returnObj: null });
    }
  });

  it('shows it to a registered overseas buyer', async () => {
    const res = await detail('purchaser');
    expect(res.status).toBe(200);
    expect(res.body.returnObj?.id).toBe(DEMO_OVERSEAS_ONLY_EXHIBITOR_ID);
  });

  it('decides per viewer even while the row is cached', async () => {
    expect((await detail('purchaser')).status).toBe(200);
    expect((await detail(null)).status).toBe(403);
    expect((await detail('purchaser')).status).toBe(200);
    expect((await detail('visitor')).status).toBe(403);
  });

  it('treats a bad token on this optional call as anonymous', async () => {
    const res = await t.as(null, {
      method: 'GET',
      url: api(`/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${DEMO_EXHIBITOR_ID}`),
      headers: { [HEADERS.authorization]: 'Bearer stale' },
    });
    expect(res.status).toBe(200);
  });
});
