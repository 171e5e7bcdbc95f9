import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedText, gzipPieces, joinPieces, type Piece } from '../src/lib/spliced-gzip.ts';

const STYLE = new FixedText(`<style>${'.sf-card{display:flex;padding:12px}'.repeat(3000)}</style>`);
const DICTIONARY = new FixedText(
  JSON.stringify(
    Array.from({ length: 800 }, (_, i) => ({ key: `k${i}`, value: `展商 ${i} · Expositor 🎪` })),
  ),
);

describe('a gzip member spliced from pieces', () => {
  it('reads back as the joined text in any gzip reader, multi-byte text and large parts included', async () => {
    const pieces: Piece[] = [
      '<!doctype html><html lang="zh-CN"><head>',
      STYLE,
      '<title>上海国际展 | Feira</title></head><body><div id="root">',
      'x'.repeat(70_000),
      '</div><script type="application/json">{"language":"zh-CN","dictionary":',
      DICTIONARY,
      '}</script></body></html>',
    ];
    const gz = await gzipPieces(pieces);
    expect(zlib.gunzipSync(gz).toString()).toBe(joinPieces(pieces));
    // The size the reader checks: the trailer's length is the bytes', not the characters'.
    expect(gz.readUInt32LE(gz.length - 4)).toBe(Buffer.byteLength(joinPieces(pieces)));
  });

  it('holds for any order of fixed and made pieces, empty ones and a fixed one twice', async () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constantFrom<Piece>(STYLE, DICTIONARY, new FixedText(''), new FixedText('ç')),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), async (pieces) => {
        expect(zlib.gunzipSync(await gzipPieces(pieces)).toString()).toBe(joinPieces(pieces));
      }),
      { numRuns: 200 },
    );
  });

  it('reuses the compressed bytes of a fixed piece and compresses about as well as the whole text', async () => {
    const first = await gzipPieces(['<head nonce="a">', STYLE, '<body>one</body>']);
    const second = await gzipPieces(['<head nonce="bb">', STYLE, '<body>second page</body>']);
    const once = zlib.deflateRawSync(Buffer.from(STYLE.text), {
      finishFlush: zlib.constants.Z_FULL_FLUSH,
    });
    expect(first.includes(once)).toBe(true);
    expect(second.includes(once)).toBe(true);
    const whole = zlib.gzipSync(joinPieces(['<head nonce="a">', STYLE, '<body>one</body>']));
    expect(first.length).toBeLessThan(whole.length * 1.05 + 64);
  });
});
