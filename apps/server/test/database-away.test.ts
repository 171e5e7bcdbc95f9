import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, getInternationalAreaCodes, HEADERS } from '@showfloor/contracts';
import { BUNDLES } from '@showfloor/locales';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresRequired } from '../src/env.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../src/plugins/database-unavailable.ts';
import { api, buildTestApp, call } from './helpers.ts';
import { freePort } from './free-port.ts';
import { createAccount } from './sso-helpers.ts';

/*
 * A PostgreSQL of this test's own (initdb and pg_ctl on a temporary directory and a free port; the machine's shared
 * server is never touched) is stopped under a running gateway: every call answers 503 with Retry-After and a
 * "try again" in the request's language, the process keeps running, and once the server is started again the same
 * call answers 200 (node-postgres's pool replaces its dead connections by itself).
 */

const BIN = '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

function pgTool(tool: string, args: string[]): string {
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]]
    : [path.join(BIN, tool), args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const missing = fs.existsSync(path.join(BIN, 'initdb')) ? null : `${BIN}/initdb is not installed`;
if (missing && postgresRequired())
  throw new Error(`PostgreSQL is required here (REQUIRE_POSTGRES=1): ${missing}`);
if (missing) console.warn(`database-away suite did NOT run: ${missing}`);

describe('which errors mean "the database is away"', () => {
  const cases: [string, unknown, boolean][] = [
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
      true,
    ],
    ['refused on every address (AggregateError)', new AggregateError([{ code: 'ECONNREFUSED' }], 'x'), true],
    [
      'admin shutdown 57P01',
      { code: '57P01', message: 'terminating connection due to administrator command' },
      true,
    ],
    ['cannot connect now 57P03', { code: '57P03', message: 'the database system is starting up' }, true],
    ['connection terminated', new Error('Connection terminated unexpectedly'), true],
    ['pool timeout', new Error('timeout exceeded when trying to connect'), true],
    [
      "inside drizzle's query error",
      Object.assign(new Error('Failed query: select 1'), { cause: { code: '57P01' } }),
      true,
    ],
    ['a unique violation', { code: '23505', message: 'duplicate key' }, false],
    ['a syntax error', { code: '42601', message: 'syntax error' }, false],
    ['a plain bug', new TypeError('x is undefined'), false],
  ];
  it.each(cases)('%s', (_name, err, away) => {
    expect(isDatabaseUnavailable(err)).toBe(away);
  });
});

describe.skipIf(missing)('a gateway whose PostgreSQL goes away and comes back', () => {
  let dir = '';
  let data = '';
  let port = 0;
  let app: FastifyInstance | undefined;
  let accountId = '';
  let bearer = '';

  const start = () =>
    pgTool('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  const stop = () => pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-pg-away-'));
    data = path.join(dir, 'data');
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
    pgTool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    port = await freePort();
    start();
    app = await buildTestApp({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, demo: false });
    await app.ready();
    // A signed-in visitor whose token this gateway has not verified yet: verifying it needs the database.
    accountId = await createAccount(app.database.db, 'away@example.com', 'password123');
    const origin = new URL(app.sso.issuers[0]!).origin;
    bearer = `Bearer ${(await app.sso.issueTokens(accountId, origin)).access_token}`;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    try {
      stop();
    } catch {
      // Already stopped by a failed test.
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const areaCodes = (lang: string) =>
    call(app!, {
      url: api(getInternationalAreaCodes.path.replace(':x', 'en-US')),
      headers: { [HEADERS.language]: lang },
    });

  it('answers 200 while the database is there', async () => {
    const res = await areaCodes('en-US');
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect((await app!.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After and a "try again" in the request\'s language while it is stopped', async () => {
    stop();
    for (const lang of ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'] as const) {
      const res = await areaCodes(lang);
      expect(res.status, lang).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.body).toMatchObject({
        isSuccess: false,
        businessCode: ErrorCode.DatabaseUnavailable,
        businessMessage: BUNDLES[lang].common.service_busy_retry,
        returnObj: null,
      });
    }
    // The words differ per language (not English everywhere).
    expect(
      new Set(
        (['zh-CN', 'en-US', 'zh-HK', 'pt-PT'] as const).map((l) => BUNDLES[l].common.service_busy_retry),
      ).size,
    ).toBe(4);
    // A valid token is not "signed out" because its check could not be read: 503 as well, never 401.
    const signedIn = await app!.inject({
      url: `/api/UserResource/AccountUser/v1/Info?accountId=${accountId}`,
      headers: { [HEADERS.authorization]: bearer },
    });
    expect(signedIn.statusCode).toBe(503);
    const ready = await app!.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ failed: ['database', 'migrations'] });
    // Alive all along: a load balancer takes it out of rotation, an orchestrator does not kill it.
    expect((await app!.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 200 again by itself once the database is back', async () => {
    start();
    const res = await areaCodes('en-US');
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect((await app!.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
