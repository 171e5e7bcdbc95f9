import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { queryUsersBenefitFunctionKey, WS_CLOSE } from '@showfloor/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/db/seed/demo-ids.ts';
import { SERVER_ROOT } from '../src/env.ts';
import { WS_RESTART_REASON } from '../src/realtime/ws-route.ts';
import { api, emptyDir } from './helpers.ts';
import { REDIS_URL, redisUnavailable } from './redis-suite.ts';
import { WsClient } from './ws-client.ts';
import { freePort } from './free-port.ts';

/*
 * The real server (`node --import tsx src/server.ts`, as `npm start` runs its bundle) on a fresh data directory,
 * with Redis when there is one and /metrics on (so its collectors are running too). With a request in flight and a
 * /ws socket open it gets SIGTERM; the request finishes with 200, a new connection is refused, the socket is told
 * 1012, and the process ends by itself with 0: nothing left holding its event loop.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Resolves with the first output line matching, or rejects when the process ends first. */
function waitForLine(
  proc: ChildProcess,
  output: string[],
  match: (line: string) => boolean,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const seen = () => output.find(match);
    const onData = () => {
      const line = seen();
      if (line !== undefined) {
        proc.stdout?.off('data', onData);
        proc.off('exit', onExit);
        resolve(line);
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`the server ended (${code}): ${output.join('\n')}`));
    proc.stdout?.on('data', onData);
    proc.once('exit', onExit);
    onData();
  });
}

/** Whether a TCP connection to the port is refused (true) or accepted (false, and closed again). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

const noRedis = await redisUnavailable('shutdown with Redis');

describe('graceful shutdown of the real server', () => {
  it('finishes the request in flight, refuses new connections, tells /ws 1012 and exits 0 by itself', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: emptyDir(),
        LOG: 'info',
        METRICS_TOKEN: 'shutdown-test',
        ...(noRedis ? {} : { REDIS_URL }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    await waitForLine(child, output, (l) => l.includes(origin));

    const ws = await WsClient.open(origin);
    const scrape = await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer shutdown-test' } });
    expect(scrape.status).toBe(200);
    await scrape.text();

    // A request in flight: its headers are in (the server answered 100 Continue), its body not yet sent.
    const body = JSON.stringify({
      bventId: DEMO_EVENT_ID,
      accountIds: ['00000000-0000-4000-8000-000000000001'],
      functionKey: 'meeting',
    });
    const request = http.request(`${origin}${api(queryUsersBenefitFunctionKey.path)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
      agent: false,
    });
    const answered = new Promise<{ status: number; text: string; connection?: string }>((resolve, reject) => {
      request.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, connection: res.headers.connection }),
        );
      });
      request.once('error', reject);
    });
    await new Promise<void>((resolve) => {
      request.once('continue', () => resolve());
      request.flushHeaders();
    });

    child.kill('SIGTERM');

    // The socket is told to come back later, with a reason a page can read.
    const closed = await ws.whenClosed(15_000);
    expect(closed).toEqual({ code: WS_CLOSE.serviceRestart, reason: WS_RESTART_REASON });

    // The listener goes at once; the loop's bound is a hang limit only.
    let isRefused = false;
    for (let i = 0; i < 100 && !isRefused; i++) {
      isRefused = await refused(port);
      if (!isRefused) await new Promise((r) => setTimeout(r, 20));
    }
    expect(isRefused).toBe(true);

    // The request in flight still gets its answer.
    request.end(body);
    const res = await answered;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ isSuccess: true });

    const code = await exited;
    expect(code).toBe(0);
    const log = output.join('\n');
    expect(log).toContain('shutting down');
    // Ended by itself: the last-resort exit (which names what still held the process) never ran.
    expect(log).not.toContain('did not end after closing');
  }, 120_000);
});
