import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A translation provider for the journeys: a small server speaking LibreTranslate's protocol (POST /translate
 * {q, source, target, api_key} -> {translatedText}), as a self-hosted one would, that knows the sentences a
 * journey writes (a third party's service is not ours to run in a test; the gateway's adapter is).
 */
export async function startTranslationService(
  known: Record<string, Record<string, string>>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: { q?: string; target?: string } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        // answered below as unknown
      }
      const text = req.url === '/translate' ? known[body.target ?? '']?.[body.q ?? ''] : undefined;
      res.writeHead(text ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(text ? { translatedText: text } : { error: 'cannot translate' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
