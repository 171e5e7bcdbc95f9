import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { TEST_NOW } from './test-clock.ts';
import { ZBootData } from '@showfloor/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_BANNED_PROJECT_ID,
  DEMO_DELISTED_PRODUCT_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
  DEMO_PRODUCT_ID,
  DEMO_PROJECT_ID,
} from '../src/db/seed/demo-ids.ts';
import { type TestApp, build } from './helpers.ts';

/** A tiny stand-in for apps/web/dist: the placeholders, hashed assets, a manifest, the service worker. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-dist-'));
  const write = (rel: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  };
  write(
    'index.html',
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="description" content="generic" />' +
      '<!--app-head--><script type="module" crossorigin src="/m/assets/index-AAAAAAAA.js"></script></head>' +
      '<body><div id="root"><div class="sf-boot__bar"><!--app-shell--></div></div><!--app-boot--></body></html>',
  );
  const big = `export const x = ${JSON.stringify('showfloor '.repeat(400))};\n`;
  write('assets/index-AAAAAAAA.js', big);
  write('assets/index-AAAAAAAA.js.br', zlib.brotliCompressSync(big));
  write('assets/index-AAAAAAAA.js.gz', zlib.gzipSync(big));
  write('assets/exhibitor-page-BBBBBBBB.js', 'export default 1;');
  write('assets/shared-CCCCCCCC.js', big); // no precompressed sibling: compressed on the fly
  write('assets/exhibitor-page-DDDDDDDD.css', 'a{color:red}');
  write('service-worker.js', 'self.addEventListener("fetch", () => {});');
  write('callback.html', '<!doctype html><title>cb</title>');
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-AAAAAAAA.js', name: 'index', isEntry: true },
      'src/app/routes/exhibitor-page.tsx': {
        file: 'assets/exhibitor-page-BBBBBBBB.js',
        name: 'exhibitor-page',
        isDynamicEntry: true,
        imports: ['index.html', '_shared-CCCCCCCC.js'],
        css: ['assets/exhibitor-page-DDDDDDDD.css'],
      },
      '_shared-CCCCCCCC.js': { file: 'assets/shared-CCCCCCCC.js', name: 'shared' },
    }),
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await build({ webDist: fakeDist(), publicOrigins: ['http://fair.test', 'http://localhost'] });
});
afterAll(() => t.close());

function bootOf(html: string) {
  const m = /<script id="boot-data" type="application\/json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no boot data');
  return { nonce: m[1], data: ZBootData.parse(JSON.parse(m[2] ?? '')), raw: m[2] ?? '' };
}

describe('the document', () => {
  it('inlines boot data of the exhibitor’s event in the route language, with meta tags and preloads', async () => {
    const res = await t.app.inject({
      url: `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/products`,
      headers: { host: 'fair.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    const { data } = bootOf(html);
    expect(data.language).toBe('en-US');
    expect(data.bvent?.bventId).toBe(DEMO_EVENT_ID);
    expect(data.bvent?.title).toBe('China International Industry Fair');
    // The server's clock when it made the document (the suites' TEST_NOW): the page's clock runs on from it.
    expect(data.now).toBe(TEST_NOW);
    expect(data.setting?.languageCollection).toContain('pt-PT');
    expect(data.benefits).toHaveLength(6);
    expect(new Set(data.dictionary.map((r) => r.lang))).toEqual(new Set(['en-US']));
    expect(html).toContain('<html lang="en-US">');
    expect(html).toMatch(/<title>[^<]+Co\., Ltd\. \| China International Industry Fair<\/title>/);
    // The share card shows the exhibitor: its logo and the opening of its profile.
    expect(html).toContain('<meta property="og:image" content="http://fair.test/media/logo/');
    expect(html).toMatch(/<meta property="og:description" content="[^"]{20,}">/);
    expect(html).toContain(
      `<meta property="og:url" content="http://fair.test/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/products">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // A forged Host is not echoed: absolute links name the first configured origin.
    const forged = await t.app.inject({ url: '/m/en-US', headers: { host: 'evil.example' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    expect(forged.body).toContain('<meta property="og:url" content="http://fair.test/m/en-US">');
    expect(html).toContain('<link rel="icon" href="/media/favicon/');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/m/assets/exhibitor-page-BBBBBBBB.js">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/m/assets/shared-CCCCCCCC.js">');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/m/assets/exhibitor-page-DDDDDDDD.css">',
    );
    expect(html).not.toContain('modulepreload" crossorigin href="/m/assets/index-AAAAAAAA.js"');
    expect(html).not.toContain('content="generic"');
    expect(html).not.toContain('<!--app-head-->');
  });

  it("writes the event's title into the skeleton, escaped, so the first paint is readable", async () => {
    const zh = await t.app.inject({ url: `/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}` });
    expect(zh.body).toContain(
      '<div class="sf-boot__bar"><span class="sf-boot__title">中国国际工业博览会</span></div>',
    );
    expect(zh.body).not.toContain('<!--app-shell-->');
    const en = await t.app.inject({ url: `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}` });
    expect(en.body).toContain('<span class="sf-boot__title">China International Industry Fair</span>');
  });

  it('puts one fresh nonce in the CSP, the meta tag and the boot script', async () => {
    const a = await t.app.inject({ url: '/m/zh-CN/' });
    const b = await t.app.inject({ url: '/m/zh-CN/' });
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const n = nonceOf(a.headers['content-security-policy']);
    expect(n).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(b.headers['content-security-policy'])).not.toBe(n);
    expect(a.body).toContain(`<meta name="csp-nonce" content="${n}">`);
    expect(bootOf(a.body).nonce).toBe(n);
    const csp = String(a.headers['content-security-policy']);
    for (const d of [
      `script-src 'self' 'nonce-${n}'`,
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(d);
    }
  });

  it('escapes boot data so a dictionary value cannot close the script', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    await t.db
      .insert(dictionary)
      .values({ bventId: DEMO_EVENT_ID, lang: 'pt-PT', key: 'xss_probe', value: evil });
    const res = await t.app.inject({ url: `/m/pt-PT/exhibitor/${DEMO_EXHIBITOR_ID}` });
    expect(res.body).not.toContain(evil);
    expect(res.body.match(/<script/g)).toHaveLength(2); // the app entry and the boot data, nothing else
    const { data, raw } = bootOf(res.body);
    expect(raw).not.toContain('<');
    expect(data.dictionary.find((r) => r.key === 'xss_probe')?.value).toBe(evil);
    expect(new Set(data.dictionary.map((r) => r.lang))).toEqual(new Set(['pt-PT', 'en-US']));
  });

  it('finds the event from a product route, defaults elsewhere, and validates the language', async () => {
    const product = bootOf((await t.app.inject({ url: `/m/zh-HK/exhibit/${DEMO_PRODUCT_ID}` })).body).data;
    expect(product.language).toBe('zh-HK');
    expect(product.bvent?.title).toBe('中國國際工業博覽會');
    const unknown = bootOf(
      (await t.app.inject({ url: '/m/xx/exhibitor/00000000-0000-4000-8000-000000000000' })).body,
    ).data;
    expect(unknown.language).toBe('zh-CN');
    expect(unknown.bvent?.bventId).toBe(DEMO_EVENT_ID);
    const pc = await t.app.inject({ url: `/pc/en-US/exhibitor/${DEMO_EXHIBITOR_ID}` });
    expect(bootOf(pc.body).data.language).toBe('en-US');
  });

  it('answers 404 for a missing, banned or unpublished subject, 403 for a restricted one; crawlers read the real card', async () => {
    const status = async (url: string) => (await t.app.inject({ url })).statusCode;
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await status(`/m/en-US/exhibitor/${missing}`)).toBe(404);
    expect(await status(`/m/en-US/exhibitor/${DEMO_BANNED_EXHIBITOR_ID}`)).toBe(404);
    expect(await status(`/m/en-US/exhibitor/${DEMO_OVERSEAS_ONLY_EXHIBITOR_ID}`)).toBe(403);
    expect(await status(`/m/en-US/exhibit/${missing}`)).toBe(404);
    expect(await status(`/m/en-US/exhibit/${DEMO_DELISTED_PRODUCT_ID}`)).toBe(404);
    expect(await status(`/m/en-US/project/${DEMO_BANNED_PROJECT_ID}`)).toBe(404);
    expect(await status(`/pc/en-US/exhibitor/${DEMO_BANNED_EXHIBITOR_ID}`)).toBe(404);
    // The restricted exhibitor's name is not in the anonymous document.
    const restricted = await t.app.inject({ url: `/m/en-US/exhibitor/${DEMO_OVERSEAS_ONLY_EXHIBITOR_ID}` });
    expect(restricted.body).toMatch(/<title>China International Industry Fair<\/title>/);

    const product = await t.app.inject({
      url: `/m/zh-HK/exhibit/${DEMO_PRODUCT_ID}`,
      headers: { host: 'fair.test' },
    });
    expect(product.statusCode).toBe(200);
    expect(product.body).toMatch(/<title>[^<|]+ \| 中國國際工業博覽會<\/title>/);
    expect(product.body).toMatch(/<meta property="og:image" content="http:\/\/fair.test\/media\/[^"]+">/);
    const project = await t.app.inject({ url: `/m/en-US/project/${DEMO_PROJECT_ID}` });
    expect(project.statusCode).toBe(200);
    expect(project.body).toMatch(/<title>[^<|]+ \| China International Industry Fair<\/title>/);
    // Pages without a subject keep the event's card.
    expect(await status('/m/en-US/exhibitors')).toBe(200);
  });

  it('answers 404 for a page the client does not have, or a child it does not have; status pages their own status', async () => {
    const status = async (url: string) => (await t.app.inject({ url })).statusCode;
    for (const url of [
      '/m/en-US',
      '/m/en-US/',
      '/m/zh-HK/search?keyword=%E7%A7%91%E6%8A%80',
      '/m/en-US/Exhibitors',
      `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/products`,
      `/m/pt-PT/exhibitor/${DEMO_EXHIBITOR_ID}/reserveChat`,
      '/m/en-US/workbench/meetings',
      '/m/en-US/workbench',
      '/m/en-US/workbench/products/new',
      `/pc/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`,
    ]) {
      expect([url, await status(url)]).toEqual([url, 200]);
    }
    for (const url of [
      '/m/en-US/nowhere',
      `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/nowhere`,
      `/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/products/more`,
      '/m/en-US/exhibitor/not-an-id',
      '/m/en-US/workbench/nowhere',
      '/m/en-US/workbench/products/new/more',
      '/m/en-US/organizer/nowhere',
      '/m/en-US/notfound',
      '/m/en-US/noContent',
      '/pc/en-US/nowhere',
    ]) {
      expect([url, await status(url)]).toEqual([url, 404]);
    }
    expect(await status('/m/en-US/forbidden')).toBe(403);
    // A malformed escape is the request's fault, never the server's.
    expect(await status('/m/en-US/exhibit/%E0%A4%A')).toBe(400);
  });

  it('redirects / to the demo exhibitor', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`);
  });
});

describe('static files under /m/', () => {
  it('serves hashed assets immutable, preferring the brotli then gzip sibling', async () => {
    const br = await t.app.inject({
      url: '/m/assets/index-AAAAAAAA.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('showfloor showfloor');
    const gz = await t.app.inject({
      url: '/m/assets/index-AAAAAAAA.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/m/assets/index-AAAAAAAA.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('showfloor');
  });

  it('compresses on the fly when there is no precompressed file', async () => {
    const res = await t.app.inject({
      url: '/m/assets/shared-CCCCCCCC.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('showfloor');
  });

  it('serves the service worker uncached with its scope header', async () => {
    const res = await t.app.inject({ url: '/m/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/m/');
  });

  it('serves callback.html when present, 404s a missing asset and refuses to leave the dist', async () => {
    expect((await t.app.inject({ url: '/m/callback.html' })).body).toContain('<title>cb</title>');
    expect((await t.app.inject({ url: '/m/assets/missing-ZZZZZZZZ.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/m/silent.html' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/m/..%2f..%2fpackage.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/m/.vite/manifest.json' })).statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  it('answers 503 telling to run the build', async () => {
    const bare = await build();
    try {
      const res = await bare.app.inject({ url: `/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}` });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
