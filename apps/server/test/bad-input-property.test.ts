import { ALL_CALLS, type CallContract, HEADERS } from '@showfloor/contracts';
import { CALL_SCHEMAS, ZEnvelope } from '@showfloor/contracts/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../src/db/seed/demo-ids.ts';
import { violations } from './contract-check.ts';
import { buildIdentityApp, type IdentityTestApp } from './identity-helpers.ts';
import { type BadRequest, badRequestArb, isInvalid, summary, viewInvalid } from './invalid-inputs.ts';

/*
 * Bad input generated from every contract (issue 16): for each call of ALL_CALLS, RUNS requests that its own
 * schemas (or the transport) refuse, about half without a token and half with a signed-in caller's. Every answer
 * is below 500, in the envelope, a refusal; and no row of the database changes while a call is bombarded
 * (exact counts of every table before and after). The seed is fixed so a failure replays; fast-check prints
 * it with the shrunk request.
 */

const SEED = 16_2026;
const RUNS = 200;

/**
 * Tables allowed to change on any request, with the reason. Empty: a refused request writes nothing, not even a
 * log row (the rate limit is in memory and off in the suite; tokens are minted before the first count).
 */
const CHANGES_ON_ANY_REQUEST: readonly string[] = [];

/** Who holds the gate of a call, so the handler behind it is reached too (a raw body is read only there). */
function holderOf(call: CallContract): DemoAccountKey {
  const gates = call.gate === undefined ? [] : Array.isArray(call.gate) ? call.gate : [call.gate];
  if (gates.includes('exhibitorOnly')) return 'exhibitor';
  if (gates.includes('planner')) return 'planner';
  if (gates.includes('purchaser')) return 'purchaser';
  return 'visitor';
}

let t: IdentityTestApp;
let tables: string[] = [];
/** The input each request's handler saw, by probe number: the server's own parse, checked against ours. */
const seen = new Map<string, BadRequest['view']>();

async function rowCounts(): Promise<Record<string, number>> {
  const sql = tables
    .map((name, i) => `SELECT ${i} AS i, count(*)::int AS n FROM public."${name}"`)
    .join(' UNION ALL ');
  const { rows } = await t.pglite.query<{ i: number; n: number }>(sql);
  return Object.fromEntries(
    rows.map((r) => [tables[r.i]!, r.n] as const).filter(([name]) => !CHANGES_ON_ANY_REQUEST.includes(name)),
  );
}

beforeAll(async () => {
  t = await buildIdentityApp({}, (app) => {
    app.addHook('preHandler', async (request) => {
      const probe = request.headers['x-probe'];
      if (typeof probe !== 'string') return;
      const raw = request.routeOptions.config as { callId?: string };
      const call = ALL_CALLS.find((c) => c.id === raw.callId);
      seen.set(probe, {
        params: { ...(request.params as object) },
        query: { ...(request.query as object) },
        body: call?.rawBody ? undefined : request.body,
        bodyIsJson: !call?.rawBody,
      });
    });
  });
  // Mint every token before counting: issuing one writes the authority's rows.
  for (const key of ['visitor', 'exhibitor', 'planner', 'purchaser'] as const) await t.token(key);
  const { rows } = await t.pglite.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  tables = rows.map((r) => r.table_name);
});
afterAll(() => t.close());

describe('bad input generated from every contract', () => {
  it('covers every call', () => {
    expect(tables.length).toBeGreaterThan(10);
    for (const call of ALL_CALLS) expect(CALL_SCHEMAS[call.id], call.id).toBeDefined();
  });

  it.each(ALL_CALLS.map((call) => [call.id, call] as const))(
    '%s refuses generated bad input, changes nothing',
    async (_id, call) => {
      const schemas = CALL_SCHEMAS[call.id]!;
      const holder = holderOf(call);
      const before = await rowCounts();
      const violationsBefore = violations.length;
      const tally = { none: 0, token: 0 };
      let probe = 0;
      await fc.assert(
        fc.asyncProperty(
          badRequestArb(call, schemas),
          fc.boolean(),
          fc.boolean(),
          async (r, signedIn, asHolder) => {
            fc.pre(isInvalid(r, schemas));
            const who: DemoAccountKey | null = signedIn ? (asHolder ? holder : 'visitor') : null;
            tally[who ? 'token' : 'none']++;
            const id = `${call.id}-${probe++}`;
            const headers: Record<string, string> = { ...r.headers, 'x-probe': id };
            if (who) headers[HEADERS.authorization] = `Bearer ${await t.token(who)}`;
            const res = await t.app.inject({
              method: r.method as 'GET',
              url: r.url,
              headers,
              ...(r.payload === undefined ? {} : { payload: r.payload }),
            });
            const what = `as ${who ?? 'nobody'}: ${summary(r)}`;
            expect(res.statusCode, `${what} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
            let body: unknown;
            expect(() => (body = res.json()), `${what}: not JSON: ${res.body.slice(0, 200)}`).not.toThrow();
            const envelope = ZEnvelope.safeParse(body);
            expect(envelope.success, `${what}: not the envelope: ${res.body.slice(0, 300)}`).toBe(true);
            expect(envelope.data?.isSuccess, `${what}: a refused input answered as a success`).toBe(false);
            // Our model of the server's parse must agree with the server's: the handler saw an invalid input too.
            const view = seen.get(id);
            seen.delete(id);
            if (view && !r.transport)
              expect(viewInvalid(view, schemas), `${what}: the server parsed it as valid`).toBe(true);
          },
        ),
        { seed: SEED, numRuns: RUNS, maxSkipsPerRun: 200, endOnFailure: true },
      );
      const after = await rowCounts();
      expect(after, `rows changed while ${call.id} was fed bad input`).toEqual(before);
      const undeclared = violations.slice(violationsBefore);
      if (undeclared.length > 0) throw new Error(`undeclared answers:\n${undeclared.slice(0, 5).join('\n')}`);
      // Both halves are there: roughly half the requests carry no token, half a signed-in caller's.
      expect(tally.none + tally.token).toBeGreaterThanOrEqual(RUNS);
      expect(Math.min(tally.none, tally.token)).toBeGreaterThan(RUNS / 4);
    },
  );
});
