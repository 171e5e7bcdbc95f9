// The floor for bench/demand-hall.ts's picture upload: a Fastify server that takes the same JSON body as the
// gateway's upload call, decodes the base64 and writes the bytes to a file (temp file, then renamed, as the
// gateway's store does), answers the file's address, and serves it back. No token, no gate, no image check, no
// re-encoding: what is left is the transport, the JSON body, base64 and the disk. Run in a process of its own, like
// the gateway, so the benchmark's client does not share its thread. Prints its address on its first line.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';

const dir = mkdtempSync(join(tmpdir(), 'showfloor-upload-baseline-'));
// The gateway's upload call takes a body of this size (contracts: uploadDemandPicture.bodyLimit).
const app = Fastify({ bodyLimit: 2 * 1024 * 1024 });

app.post('/upload', async (request) => {
  const { data } = request.body as { data: string };
  const key = `${randomUUID()}.jpg`;
  const temp = join(dir, `${key}.part`);
  await writeFile(temp, Buffer.from(data, 'base64'));
  await rename(temp, join(dir, key));
  return { url: `/files/${key}` };
});

app.get('/files/:key', async (request, reply) => {
  const { key } = request.params as { key: string };
  if (!/^[0-9a-f-]{36}\.jpg$/.test(key)) return reply.callNotFound();
  return reply.type('image/jpeg').send(await readFile(join(dir, key)));
});

const stop = async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
