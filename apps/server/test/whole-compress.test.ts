import zlib from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedText } from '../src/lib/spliced-gzip.ts';
import { registerWholeCompress, sendPieces } from '../src/plugins/whole-compress.ts';

const PAGE = `<!doctype html><title>Stand</title>${'<p>Showfloor exhibitor</p>'.repeat(400)}`;
const STYLE = new FixedText(`<style>${'.sf-card{display:flex}'.repeat(500)}</style>`);
const PIECES_PAGE = `<!doctype html><title>Stand</title>${STYLE.text}<p>展商</p>`;
const app = Fastify({ exposeHeadRoutes: true });

beforeAll(async () => {
  registerWholeCompress(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  app.get('/page', (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('vary', 'Cookie').send(PAGE),
  );
  app.get('/json', () => ({
    list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Exhibitor ${i}` })),
  }));
  app.get('/pieces', (request, reply) => {
    reply.type('text/html; charset=utf-8');
    return sendPieces(request, reply, ['<!doctype html><title>Stand</title>', STYLE, '<p>展商</p>']);
  });
  app.get('/small', (_req, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/png', (_req, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('answers held whole are compressed in one call', () => {
  it('gzips a document for a browser that takes gzip and brotli, and says so', async () => {
    const res = await get('/page', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(PAGE);
    expect(res.rawPayload.length).toBeLessThan(PAGE.length / 10);
  });

  it("follows the client's q-values: brotli when gzip is refused", async () => {
    const res = await get('/json', 'gzip;q=0, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).list).toHaveLength(200);
  });

  it('sends as is what the client cannot read, what is small and what does not compress', async () => {
    for (const [url, accept] of [
      ['/page', undefined],
      ['/page', 'identity'],
      ['/small', 'gzip'],
      ['/png', 'gzip'],
    ] as const) {
      const res = await get(url, accept);
      expect(res.headers['content-encoding'] ?? 'identity', url).toBe('identity');
    }
    expect((await get('/page')).body).toBe(PAGE);
  });
});

describe('an answer sent in pieces (a document with its fixed stylesheet and dictionary)', () => {
  it('is spliced for gzip, joined and compressed whole for brotli, joined for a client that takes neither', async () => {
    const gz = await get('/pieces', 'gzip, deflate, br, zstd');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(PIECES_PAGE);
    const br = await get('/pieces', 'gzip;q=0, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(PIECES_PAGE);
    const plain = await get('/pieces');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PIECES_PAGE);
    const head = await app.inject({ method: 'HEAD', url: '/pieces', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
