import { getExhibitorDetail } from '@showfloor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { api, build, type TestApp } from './helpers.ts';
import { listening } from './room-helpers.ts';
import { WsClient } from './ws-client.ts';

/*
 * /metrics: off without METRICS_TOKEN (404), 401 without the bearer token, Prometheus text with it. The series are
 * read back from the text after real traffic: a call, a page, a socket, cache lookups.
 */

const TOKEN = 'metrics-secret-for-tests';

/** The value of one sample line `name{labels} value` whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const ok = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (ok) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t?.close());

  it('does not exist (404), with or without a token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let origin: string;
  let ws: WsClient | undefined;
  beforeAll(async () => {
    t = await build({ metricsToken: TOKEN });
    origin = await listening(t.app);
  });
  afterAll(async () => {
    ws?.socket.close();
    await t?.close();
  });

  const scrape = async () => {
    const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('answers 401 without the token or with another one, saying Bearer', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const short = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer m' } });
    expect(short.statusCode).toBe(401);
    const basic = await t.app.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('counts a call under its call id and status class, never under its address', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        url: api(getExhibitorDetail.path),
        query: { id: DEMO_EXHIBITOR_ID, mSiteId: DEMO_EVENT_ID },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ url: '/api/no/such/call' });
    const text = await scrape();
    const count = sample(text, 'http_request_duration_seconds_count', {
      route: 'getExhibitorDetail',
      status_class: '2xx',
      method: 'GET',
    });
    expect(count).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' }),
    ).toBe(1);
    // Neither an id nor an unknown address becomes a label.
    expect(text).not.toContain(DEMO_EXHIBITOR_ID);
    expect(text).not.toContain('/no/such/call');
  });

  it('shows the caches: the exhibitor detail read twice is a miss then a hit', async () => {
    const text = await scrape();
    // Each cache under its own name: the detail read twice above is one miss and one hit of exhibitor_detail.
    expect(sample(text, 'cache_requests_total', { cache: 'exhibitor_detail', result: 'hit' })).toBe(1);
    expect(sample(text, 'cache_requests_total', { cache: 'exhibitor_detail', result: 'miss' })).toBe(1);
    expect(sample(text, 'cache_hit_ratio', { cache: 'exhibitor_detail' })).toBe(0.5);
  });

  it('shows the open /ws sockets', async () => {
    expect(sample(await scrape(), 'ws_open_sockets')).toBe(0);
    ws = await WsClient.open(origin);
    expect(sample(await scrape(), 'ws_open_sockets')).toBe(1);
  });

  it("shows the process's own metrics, and no pool on PGlite", async () => {
    const text = await scrape();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).not.toBeNull();
    expect(text).not.toContain('db_pool_connections');
  });

  it('is not rate limited and not under /api', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
  });
});
