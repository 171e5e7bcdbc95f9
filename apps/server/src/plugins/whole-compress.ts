import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SYNC_MAX_BYTES, gzipPieces, joinPieces, type Piece } from '../lib/spliced-gzip.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves less than its headers and the work cost. */
const MIN_BYTES = 1024;
/** What we send whole that compresses: documents, JSON, calendars, CSV, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)\b|image\/svg\+xml)/i;
/**
 * gzip first, brotli for a client that takes only it; the client's q-values decide before this order does. Made
 * per answer, gzip (level 6) came out as small as brotli at quality 4 on our documents (20.4 KB and 21.1 KB of a
 * 99 KB exhibitor page) for a third of the main thread's time (0.18 ms against 0.5 ms: Node sets up each
 * compressor on the main thread, and brotli's is the bigger).
 */
const encodings = new Negotiator({ supportedValues: ['gzip', 'br'] });

/**
 * Compresses every answer the server holds whole (a string or a Buffer: each document, each JSON answer) in one
 * call sized to the answer: on this thread below SYNC_MAX_BYTES (most JSON answers; the pool's hand-over would
 * cost more CPU than the compression), on libuv's thread pool above. @fastify/compress (registered for streams, such as files
 * without a precompressed copy) would pipe the same answer through a stream built for it: on a 100 KB document
 * that cost more than rendering it. Registered on the root before the routes, so it runs before that plugin's
 * route-level hook, which leaves an answer that has a Content-Encoding alone.
 */
export function registerWholeCompress(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const encoding = encodingFor(request);
    if (!encoding) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES) return payload;
    // One output chunk: each further chunk is another turn through the main thread.
    const chunkSize = Math.min(Math.max(body.length, 16 * 1024), 1 << 20);
    const small = body.length < SYNC_MAX_BYTES;
    let compressed: Buffer;
    if (encoding === 'br') {
      const options = {
        chunkSize,
        params: {
          // Quality 4: @fastify/compress's own default for answers made per request (11 is for files).
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          // A window the size of the answer (the default 4 MB one is set up, and zeroed, for each).
          [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(Math.max(Math.ceil(Math.log2(body.length)), 16), 24),
        },
      };
      compressed = small ? zlib.brotliCompressSync(body, options) : await brotli(body, options);
    } else {
      compressed = small ? zlib.gzipSync(body, { chunkSize }) : await gzip(body, { chunkSize });
    }
    reply.header('content-encoding', encoding);
    addVary(reply);
    reply.removeHeader('content-length');
    return compressed;
  });
}

function encodingFor(request: FastifyRequest): 'gzip' | 'br' | null {
  const accepted = request.headers['accept-encoding'];
  return accepted ? (encodings.negotiate(accepted.toLowerCase()) as 'gzip' | 'br' | null) : null;
}

/**
 * An answer made of pieces, some of them the same in many answers (a document: its stylesheet, its dictionary).
 * gzip is spliced from those pieces' bytes compressed once (lib/spliced-gzip.ts); brotli, or no encoding, gets
 * the joined text through the hook above. Set the content type before.
 */
export async function sendPieces(
  request: FastifyRequest,
  reply: FastifyReply,
  pieces: readonly Piece[],
): Promise<FastifyReply> {
  if (request.method === 'HEAD' || encodingFor(request) !== 'gzip') return reply.send(joinPieces(pieces));
  const body = await gzipPieces(pieces);
  reply.header('content-encoding', 'gzip');
  addVary(reply);
  return reply.send(body);
}

function addVary(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
