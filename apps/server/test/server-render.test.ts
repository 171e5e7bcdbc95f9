import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXHIBITOR_ID, DEMO_MISSING_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { timeZoneOf } from '../src/web/server-render.ts';
import { type TestApp, build } from './helpers.ts';

/**
 * The gateway's side of server rendering, against stand-in bundles (the real one is exercised end to end in
 * e2e/journeys/server-render.test.ts): what it hands the bundle, how it places the answer, and what a bundle
 * that throws or hangs gets the visitor.
 */
function distWithBundle(entrySource: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-ssr-'));
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  };
  write(
    'index.html',
    '<!doctype html><html lang="zh-CN"><head><!--app-head-->' +
      '<script type="module" crossorigin src="/m/assets/index-AAAA.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/m/assets/core-BBBB.js"></head>' +
      '<body><div id="root"><!--app-root-->' +
      '<div class="sf-boot"><!--app-shell--></div><!--/app-root--></div><!--app-boot--></body></html>',
  );
  write('.ssr/entry-server-TESTTEST.mjs', entrySource);
  write(
    '.ssr/.vite/manifest.json',
    JSON.stringify({ 'src/entry-server.tsx': { file: 'entry-server-TESTTEST.mjs', isEntry: true } }),
  );
  return dir;
}

// Echoes what it was given, and asks the gateway's /api in-process for the exhibitor of the page.
const ECHO = `
export async function render(req) {
  const url = new URL(req.url, req.origin);
  if (url.pathname.endsWith('/redirect')) return { kind: 'redirect', status: 302, location: '/m/en-US' };
  if (url.pathname.endsWith('/client')) return { kind: 'client' };
  const id = url.pathname.split('/')[4];
  const res = await req.fetch(req.origin + '/api/ExpoAggregator/NoToken/ExhibitorClient/detail?id=' + id + '&lang=en-US');
  const body = await res.json();
  const html = '<main data-zone="' + req.timeZone + '" data-lang="' + req.acceptLanguage + '">' +
    (body.isSuccess ? body.returnObj.name : 'missing:' + res.status) + '</main>';
  return { kind: 'html', status: body.isSuccess ? 200 : 404, html, data: '{"router":{}}', eventId: null };
}`;

describe('the gateway runs the server-rendering bundle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ webDist: distWithBundle(ECHO) });
  });
  afterAll(() => t.close());

  it('puts the rendered page in #root and its data beside the boot data, both under the nonce', async () => {
    const res = await t.app.inject({
      url: `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`,
      headers: { cookie: 'sf_tz=Europe%2FLisbon', 'accept-language': 'pt-PT' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<div id="root"><main data-zone="Europe\/Lisbon" data-lang="pt-PT">[^<]+<\/main><\/div>/,
    );
    expect(res.body).not.toContain('sf-boot');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.body).toContain(
      `<script id="ssr-data" type="application/json" nonce="${nonce}">{"router":{}}`,
    );
  });

  it('answers the render’s status, its redirects, and keeps the skeleton for a page the browser draws', async () => {
    const missing = await t.app.inject({ url: `/m/en-US/exhibitor/${DEMO_MISSING_EXHIBITOR_ID}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main data-zone="Asia/Shanghai" data-lang="">missing:');
    const moved = await t.app.inject({ url: `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/redirect` });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/m/en-US');
    const client = await t.app.inject({ url: `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/client` });
    expect(client.body).toContain('<div class="sf-boot">');
    expect(client.body).not.toContain('id="ssr-data"');
    // A page the browser draws needs its scripts at once.
    expect(client.body).toContain(
      '<script type="module" crossorigin src="/m/assets/index-AAAA.js"></script>',
    );
  });
});

describe('a bundle that fails', () => {
  it('answers a clear error page (500) when the render throws, and the browser still gets its scripts', async () => {
    const t = await build({
      webDist: distWithBundle('export async function render() { throw new Error("boom"); }'),
    });
    try {
      const res = await t.app.inject({ url: `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}` });
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain('Could not load');
      expect(res.body).toContain('<script id="boot-data"');
      expect(res.body).not.toContain('boom');
    } finally {
      await t.close();
    }
  });

  it('answers the error page instead of hanging when the render never finishes', async () => {
    const t = await build({
      webDist: distWithBundle('export function render() { return new Promise(() => {}); }'),
      renderTimeoutMs: 300,
    });
    try {
      const res = await t.app.inject({ url: `/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}` });
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('role="alert"');
    } finally {
      await t.close();
    }
  });
});

describe('the zone a page is rendered in', () => {
  it('is the cookie’s zone when it is a real one, else the fair’s', () => {
    expect(timeZoneOf('a=1; sf_tz=America%2FNew_York')).toBe('America/New_York');
    expect(timeZoneOf('sf_tz=Not%2FA_Zone')).toBe('Asia/Shanghai');
    expect(timeZoneOf('sf_tz=%E0%A4%A')).toBe('Asia/Shanghai');
    expect(timeZoneOf(undefined)).toBe('Asia/Shanghai');
  });
});
