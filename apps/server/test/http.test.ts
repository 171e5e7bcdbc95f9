import { ALL_CALLS, getBventById, getExhibitorDetail, trackEvent } from '@showfloor/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('routes', () => {
  it('registers every call of the contracts', () => {
    for (const c of ALL_CALLS) {
      expect(t.app.hasRoute({ method: c.method, url: '/api' + c.path }), c.id).toBe(true);
    }
  });

  it('answers health with the database kind', async () => {
    const res = await call(t.app, { url: '/api/health' });
    expect(res.body.returnObj).toEqual({ status: 'ok', db: 'pglite' });
  });

  it('serves the OpenAPI document of every call', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((op) => op.operationId));
    expect(ids.sort()).toEqual(ALL_CALLS.map((c) => c.id).sort());
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await call(t.app, {
      url: '/api/ExpoAggregator/NoToken/Nothing',
      headers: { Language: 'en-US' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      isSuccess: false,
      businessCode: 40400,
      businessMessage: 'No such call',
    });
  });
});

describe('transport errors', () => {
  const payload = { eventCode: 'pageView', bventId: DEMO_EVENT_ID, page: 'p' };

  it('refuses a body over the limit with 413 / 41300', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: api(trackEvent.path),
      payload: { ...payload, page: 'x'.repeat(70 * 1024) },
      headers: { Language: 'en-US' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      isSuccess: false,
      businessCode: 41300,
      businessMessage: 'The request is too large',
    });
  });

  it('answers an address with a broken %-escape with a clear 400, in the envelope under /api', async () => {
    const api = await t.app.inject({
      url: '/api/ExpoAggregator/NoToken/ExhibitorClient/detail%E0%A4%A?lang=en-US',
    });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ isSuccess: false, businessCode: 40000 });
    expect(api.json().businessMessage).toContain('malformed address');
    const page = await t.app.inject({ url: '/m/en-US/exhibitor/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('malformed address');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: api(trackEvent.path),
      payload: '{"eventCode": "pageView",',
      headers: { 'content-type': 'application/json', Language: 'en-US' },
    });
    expect(res.status).toBe(400);
    expect(res.body.businessCode).toBe(40000);
    expect(res.body.businessMessage).toBe('The request is not valid: malformed JSON body');
  });

  it('refuses a JSON null body with 400, as it refuses any other body that is not an object', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: api(trackEvent.path),
      payload: 'null',
      headers: { 'content-type': 'application/json', Language: 'en-US' },
    });
    expect(res.status).toBe(400);
    expect(res.body.businessCode).toBe(40000);
    expect(res.body.details?.[0]?.path).toBe('body');
  });

  it('answers a method a call does not have with 405 and the methods it has', async () => {
    const res = await call(t.app, {
      method: 'DELETE',
      url: api(trackEvent.path),
      headers: { Language: 'en-US' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toMatchObject({
      isSuccess: false,
      businessCode: 40500,
      businessMessage: 'This call does not take that method: DELETE',
    });
    const get = await call(t.app, { method: 'POST', url: `/api${getBventById.path}`.replace(/:\w+/g, 'x') });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('GET, HEAD');
    // A path no call has stays 404.
    const none = await call(t.app, { method: 'DELETE', url: '/api/ExpoAggregator/NoToken/Nothing' });
    expect(none.status).toBe(404);
  });

  it('takes the body language for the message of a bad POST', async () => {
    const res = await call(t.app, { method: 'POST', url: api(trackEvent.path), payload: { lang: 'pt-PT' } });
    expect(res.status).toBe(400);
    expect(res.body.businessMessage.startsWith('O pedido não é válido')).toBe(true);
  });

  it('never shows internals on a server error', async () => {
    const local = await build();
    try {
      // The detail reads the exhibitor's stored profile: a column gone makes the query fail in the database.
      await local.db.execute(sql`alter table exhibitors rename column profile to profile_gone`);
      const res = await call(local.app, {
        url: api(getExhibitorDetail.path),
        query: { id: DEMO_EXHIBITOR_ID, lang: 'en-US' },
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        isSuccess: false,
        businessCode: 50000,
        businessMessage: 'Service abnormal',
        returnObj: null,
        pager: null,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/profile|column|relation|select/i);
    } finally {
      await local.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with the envelope once the limit is reached', async () => {
    const limited = await build({ rateLimitMax: 3 });
    try {
      const go = () =>
        call(limited.app, {
          url: api(getBventById.path),
          query: { bventId: DEMO_EVENT_ID },
          headers: { Language: 'en-US' },
        });
      for (let i = 0; i < 3; i++) expect((await go()).status).toBe(200);
      const res = await go();
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({
        isSuccess: false,
        businessCode: 42900,
        businessMessage: 'Page refresh too frequent, try later',
      });
      expect(res.headers['retry-after']).toBeDefined();
      // Only /api is limited.
      expect((await limited.app.inject({ url: '/media/logo/10-AB.svg' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('media', () => {
  it('draws pictures from their URL, cacheable forever and script-free', async () => {
    const res = await t.app.inject({ url: '/media/logo/212-%E5%8D%8E%E4%BF%A1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('华信');
    const escaped = await t.app.inject({ url: `/media/logo/1-${encodeURIComponent('<script>')}.svg` });
    expect(escaped.body).not.toContain('<script>');
    expect((await t.app.inject({ url: '/media/nope/1-a.svg' })).statusCode).toBe(404);
  });

  it('serves the demo video as H.264 MP4, with byte ranges', async () => {
    const full = await t.app.inject({ url: '/media/video/demo.mp4' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = full.rawPayload;
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avcC'))).toBe(true);
    expect(bytes.includes(Buffer.from('mdat'))).toBe(true);
    const part = await t.app.inject({ url: '/media/video/demo.mp4', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    const tail = await t.app.inject({ url: '/media/video/demo.mp4', headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const beyond = await t.app.inject({
      url: '/media/video/demo.mp4',
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });
});
