import { ALL_CALLS, type CallContract, ErrorCode, HEADERS, type TGate } from '@showfloor/contracts';
import { CALL_SCHEMAS } from '@showfloor/contracts/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ORG_ID,
  demoAccountId,
  demoEmail,
} from '../src/db/seed/demo-ids.ts';
import { inputFor, type MatrixInput, type Victim } from './access-matrix-inputs.ts';
import { makeVictim, MARK } from './access-matrix-setup.ts';
import { api, build, type TestApp } from './helpers.ts';
import { bearerOf } from './meeting-helpers.ts';
import { exhibitorMember } from './workbench-helpers.ts';

/*
 * The access matrix (issue 16), generated from the contracts: every call that takes a token (ALL_CALLS, auth
 * 'required' or 'optional') is called with the victim's ids by each caller below, on one in-process gateway whose
 * victim (the demo visitor and the demo exhibitor's organization) has private rows marked with MARK. No caller may
 * read a marker, nor change a row of the victim's; a caller without a valid token gets 401; a caller whose roles
 * cannot pass the call's gate gets 403, whatever Current-Org it sends.
 */

/**
 * Calls left out of the matrix, each with why. A call that takes a token and is neither here nor in the matrix
 * fails the first test, so a new call cannot slip past it.
 */
const EXCLUDED: Record<string, string> = {};

type Owner = 'visitor' | 'exhibitor' | 'planner';
type CallerKey =
  | 'noToken'
  | 'expired'
  | 'revoked'
  | 'otherVisitor'
  | 'otherExhibitor'
  | 'visitorClaimingVictimOrg'
  | 'exhibitorClaimingVictimOrg'
  | 'visitorClaimingPlanner';

const WITHOUT_VALID_TOKEN: readonly CallerKey[] = ['noToken', 'expired', 'revoked'];
const SIGNED_IN: readonly CallerKey[] = [
  'otherVisitor',
  'otherExhibitor',
  'visitorClaimingVictimOrg',
  'exhibitorClaimingVictimOrg',
  'visitorClaimingPlanner',
];

const gatesOf = (c: CallContract): readonly TGate[] =>
  c.gate === undefined ? [] : typeof c.gate === 'string' ? [c.gate] : c.gate;

/** Whose token an expired or revoked caller holds: the account that may make the call, the strongest case. */
const ownerOf = (c: CallContract): Owner =>
  gatesOf(c).includes('planner') ? 'planner' : gatesOf(c).includes('exhibitorOnly') ? 'exhibitor' : 'visitor';

/**
 * The signed-in callers the call's gate must refuse outright: none of them holds a Planner role, and only the other
 * exhibitor holds an Exhibition role (in its own organization, which it may act for).
 */
function refusedByGate(c: CallContract, who: CallerKey): boolean {
  const gates = gatesOf(c);
  if (gates.includes('planner')) return true;
  if (gates.includes('exhibitorOnly'))
    return who !== 'otherExhibitor' && who !== 'exhibitorClaimingVictimOrg';
  return false;
}

const MATRIX = ALL_CALLS.filter((c) => c.auth !== 'none' && !(c.id in EXCLUDED));

/**
 * An access token past its lifetime (an hour): the authority stamps and checks tokens on the machine's clock
 * (src/sso/provider-clock.ts), so that clock (Date) stands two hours on from whatever it reads, for the request only.
 */
const HOURS_LATER = 2 * 3_600_000;

describe('access matrix: every call that takes a token, by every caller who must not reach the victim', () => {
  let t: TestApp;
  let victim: Victim;
  let markers: string[];
  let victimRe: string;
  let attackerRe: string;
  const bearer = {} as Record<'otherVisitor' | 'otherExhibitor', string>;
  const expired = {} as Record<Owner, string>;
  const revoked = {} as Record<Owner, string>;
  let tables: string[];
  /** The victim's rows as the last test left them (each test compares with them, then leaves its own). */
  let rowsNow: Record<string, string>;

  beforeAll(async () => {
    t = await build();
    victim = await makeVictim(t.app, t.db);
    const owners: Record<Owner, string> = {
      visitor: victim.visitorId,
      exhibitor: victim.exhibitorAccountId,
      planner: demoAccountId('planner'),
    };
    // Revoked: a token each owner has used (so the gateway holds it among the tokens it verified), then its grant
    // revoked at the authority (the client revoking its refresh token at sign-out ends the whole grant); the
    // revocation must reach the gateway's cache of verified tokens.
    const origin = new URL(t.app.sso.issuers[0] ?? 'http://localhost/sso');
    for (const owner of Object.keys(owners) as Owner[]) {
      const tokens = await t.app.sso.issueTokens(owners[owner], origin.origin);
      revoked[owner] = `Bearer ${tokens.access_token}`;
      const used = await t.app.inject({
        method: 'GET',
        url: api('/ExpoAggregator/BusinessCard/isComplete'),
        headers: { [HEADERS.authorization]: revoked[owner] },
      });
      expect(used.statusCode).toBe(200);
      const revocation = await t.app.inject({
        method: 'POST',
        url: '/sso/token/revocation',
        headers: { host: origin.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          token: tokens.refresh_token,
          token_type_hint: 'refresh_token',
          client_id: 'evosClient',
        }).toString(),
      });
      expect(revocation.statusCode, revocation.body).toBe(200);
    }
    // Expired: minted now and first presented when the authority's clock has passed its lifetime.
    for (const owner of Object.keys(owners) as Owner[]) expired[owner] = await bearerOf(t.app, owners[owner]);
    bearer.otherVisitor = await bearerOf(t.app, demoAccountId('purchaser'));
    const other = await exhibitorMember(t.app, t.db, DEMO_EXHIBITOR_2_ID);
    bearer.otherExhibitor = other.bearer;

    markers = [
      ...Object.values(MARK),
      demoEmail('visitor'),
      victim.enquiryId,
      victim.demandId,
      victim.conversationId,
      victim.meetingId,
      victim.exchangeId,
      victim.instantId,
      victim.draftProductId,
      victim.roomNumber,
    ];
    victimRe = [victim.visitorId, victim.exhibitorAccountId, victim.orgId, victim.exhibitorId].join('|');
    attackerRe = [demoAccountId('purchaser'), other.id].join('|');
    const listed = await t.pglite.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    tables = listed.rows.map((r) => r.name).filter((n) => !NOISE_TABLES.has(n));
    rowsNow = await victimRows();
  }, 120_000);

  afterAll(() => t?.close());

  /** The victim's rows in every table (those naming the victim and no attacker), hashed per table. */
  async function victimRows(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const res = await t.pglite.query<{ n: number; h: string }>(
        `select count(*)::int as n, coalesce(string_agg(r, E'\\n' order by r), '') as h
           from (select (to_jsonb(x) - $3::text[])::text as r from "${table}" x ${narrowed(table)}) s
          where r ~ $1 and r !~ $2`,
        [victimRe, attackerRe, COUNTER_COLUMNS[table] ?? []],
      );
      const row = res.rows[0]!;
      if (row.n > 0) out[table] = row.h;
    }
    return out;
  }

  /** The big tables read by their indexed owner column (the victim exhibitor's rows), not scanned whole. */
  function narrowed(table: string): string {
    const byExhibitor = ['products', 'search_documents', 'exhibitor_fields', 'meeting_slots', 'projects'];
    if (byExhibitor.includes(table)) return `where x.exhibitor_id = '${victim.exhibitorId}'`;
    if (table === 'exhibitors') return `where x.id = '${victim.exhibitorId}' or x.org_id = '${victim.orgId}'`;
    // A view of the victim exhibitor's pages is anyone's to make (it only counts); the victim's rows are the views
    // recorded in the victim's name.
    if (table === 'page_views')
      return `where x.account_id = '${victim.visitorId}' or x.user_id = '${victim.visitorId}' or x.org_id = '${victim.orgId}'`;
    return '';
  }

  function headersOf(c: CallContract, who: CallerKey): Record<string, string> {
    const h: Record<string, string> = { [HEADERS.language]: 'en-US' };
    const owner = ownerOf(c);
    if (who === 'expired') h[HEADERS.authorization] = expired[owner];
    if (who === 'revoked') h[HEADERS.authorization] = revoked[owner];
    if (who === 'otherVisitor' || who === 'visitorClaimingVictimOrg' || who === 'visitorClaimingPlanner')
      h[HEADERS.authorization] = bearer.otherVisitor;
    if (who === 'otherExhibitor' || who === 'exhibitorClaimingVictimOrg')
      h[HEADERS.authorization] = bearer.otherExhibitor;
    if (who === 'visitorClaimingVictimOrg' || who === 'exhibitorClaimingVictimOrg')
      h[HEADERS.currentOrg] = `${DEMO_EXHIBITOR_ORG_ID}:Exhibition`;
    if (who === 'visitorClaimingPlanner') h[HEADERS.currentOrg] = ':Planner';
    return h;
  }

  async function send(c: CallContract, input: MatrixInput, who: CallerKey): Promise<LightMyRequestResponse> {
    const headers = headersOf(c, who);
    const query = Object.fromEntries(
      Object.entries(input.query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]): [string, string] => [k, String(v)]),
    );
    const raw = c.rawBody !== undefined;
    if (raw) headers['content-type'] = c.rawBody!;
    const request = {
      method: c.method,
      url: api(input.url),
      query,
      headers,
      ...(raw ? { payload: Buffer.from('not a video at all') } : input.body ? { payload: input.body } : {}),
    };
    if (who !== 'expired') return t.app.inject(request);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HOURS_LATER });
    try {
      return await t.app.inject(request);
    } finally {
      vi.useRealTimers();
    }
  }

  /** What the answer hands the caller: returnObj of an envelope, else (a file) the whole body. */
  function handed(res: LightMyRequestResponse): string {
    try {
      const body = res.json<{ returnObj?: unknown }>();
      return JSON.stringify(body.returnObj ?? null);
    } catch {
      return res.body;
    }
  }

  // The matrix is ALL_CALLS itself, filtered: a new call that takes a token joins it by being added, and fails its
  // row until the tables above give it a valid input aimed at the victim (or EXCLUDED says why it cannot).
  it('takes every call that takes a token; an exclusion names a call that exists', () => {
    const tokenCalls = ALL_CALLS.filter((c) => c.auth !== 'none').map((c) => c.id);
    for (const id of Object.keys(EXCLUDED)) expect(tokenCalls, `excluded ${id} is not a call`).toContain(id);
    expect(MATRIX.filter((c) => c.auth === 'required').length).toBeGreaterThan(100);
  });

  for (const c of MATRIX) {
    it(`${c.id} (${c.auth}${c.gate ? `, gate ${gatesOf(c).join('+')}` : ''})`, async () => {
      const input = inputFor(c, CALL_SCHEMAS[c.id]!, victim);
      // The request must pass the call's own schemas, or the matrix would only test the validator.
      expect(input.problems, 'the victim input is valid').toEqual([]);
      const before = rowsNow;
      const answers = new Map<CallerKey, LightMyRequestResponse>();
      for (const who of [...WITHOUT_VALID_TOKEN, ...SIGNED_IN]) answers.set(who, await send(c, input, who));

      for (const who of WITHOUT_VALID_TOKEN) {
        const res = answers.get(who)!;
        if (c.auth === 'required' || c.gate) {
          expect(res.statusCode, `${who}: ${res.body}`).toBe(401);
          expect(res.json()).toMatchObject({
            isSuccess: false,
            businessCode: ErrorCode.Unauthorized,
            returnObj: null,
          });
        } else {
          // An optional call answers a stale token as it answers no token: as to someone not signed in.
          expect(res.statusCode, `${who}: ${res.body}`).toBe(answers.get('noToken')!.statusCode);
        }
      }
      for (const who of [...WITHOUT_VALID_TOKEN, ...SIGNED_IN]) {
        const res = answers.get(who)!;
        // 503 is a call's own "not available here" (no translator configured); 500 would be a crash.
        expect(res.statusCode, `${who}: ${res.body}`).not.toBe(500);
        const text = handed(res);
        for (const m of markers) expect(text, `${who} was handed the victim's ${m}`).not.toContain(m);
        if (SIGNED_IN.includes(who) && refusedByGate(c, who)) {
          expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
          expect(res.json()).toMatchObject({ isSuccess: false, businessCode: ErrorCode.Forbidden });
        }
      }
      rowsNow = await victimRows();
      const changed = Object.keys({ ...before, ...rowsNow }).filter((k) => before[k] !== rowsNow[k]);
      expect(
        changed,
        `the victim's rows changed:\n${changed.map((k) => rowDiff(k, before[k], rowsNow[k])).join('\n')}`,
      ).toEqual([]);
    });
  }

  /*
   * The controls: what the matrix looks for is there to be found. The owner reads each marker with the very input
   * the others were given, the victim's rows show an owner's own change, and the expired token is refused only for
   * its age.
   */
  const OWNER_READS: [string, Owner, keyof typeof MARK][] = [
    ['getMyBusinessCard', 'visitor', 'cardEmail'],
    ['enquiryDetail', 'visitor', 'enquiryText'],
    ['myDemands', 'visitor', 'demandText'],
    ['listMessages', 'visitor', 'messageText'],
    ['mySentMeetings', 'visitor', 'meetingTopic'],
    ['getInstantMeeting', 'visitor', 'instantTopic'],
    ['enquiryInbox', 'exhibitor', 'enquiryEmail'],
    ['workbenchProduct', 'exhibitor', 'draftName'],
  ];

  it('control: the owner reads each marker with the same input', async () => {
    const owners: Record<'visitor' | 'exhibitor', string> = {
      visitor: await bearerOf(t.app, victim.visitorId),
      exhibitor: await bearerOf(t.app, victim.exhibitorAccountId),
    };
    for (const [id, owner, mark] of OWNER_READS) {
      const c = MATRIX.find((x) => x.id === id)!;
      const input = inputFor(c, CALL_SCHEMAS[id]!, victim);
      const res = await t.app.inject({
        method: c.method,
        url: api(input.url),
        query: input.query as Record<string, string>,
        headers: {
          [HEADERS.authorization]: owners[owner as 'visitor' | 'exhibitor'],
          [HEADERS.language]: 'en-US',
        },
        ...(input.body ? { payload: input.body } : {}),
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
      expect(handed(res), id).toContain(MARK[mark]);
    }
  });

  it("control: an owner's own change shows in the victim's rows", async () => {
    // The token first: minting it writes the authority's records in the victim's name too.
    const owner = await bearerOf(t.app, victim.visitorId);
    const before = await victimRows();
    const res = await t.app.inject({
      method: 'POST',
      url: api('/ExpoAggregator/BusinessCard/save'),
      headers: { [HEADERS.authorization]: owner },
      payload: { fullName: 'Victim Visitor', email: MARK.cardEmail, jobTitle: 'Buyer in chief' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await victimRows();
    expect(Object.keys(after).filter((k) => after[k] !== before[k])).toEqual(['business_cards']);
  });

  it('control: the expired token is refused for its age alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: api('/ExpoAggregator/BusinessCard/isComplete'),
      headers: { [HEADERS.authorization]: expired.visitor },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

/** The rows of a table that went and came, to say what a caller changed. */
function rowDiff(table: string, before = '', after = ''): string {
  const was = new Set(before.split('\n'));
  const is = new Set(after.split('\n'));
  const gone = [...was].filter((r) => !is.has(r)).map((r) => `  - ${r}`);
  const came = [...is].filter((r) => !was.has(r)).map((r) => `  + ${r}`);
  return [table, ...gone, ...came].join('\n');
}

/** Tables no caller's rights are about: the UI dictionary (reference text, no owner). */
const NOISE_TABLES = new Set<string>(['dictionary']);

/**
 * Columns a caller's own legitimate act moves on the victim's rows: public tallies. Everything else of those rows
 * still counts.
 */
const COUNTER_COLUMNS: Record<string, string[]> = {
  // A search result's clicks (clickFavoriteNum is anyone's, signed in or not).
  search_documents: ['click_count'],
  // The caller's own favorite or visit of the victim's exhibitor or product.
  exhibitors: ['favorite_count', 'visit_count'],
  products: ['favorite_count', 'visit_count'],
  // The caller's own registration for the victim exhibitor's activity.
  activities: ['registered_count'],
  // The caller's own booking of the victim exhibitor's slot.
  meeting_slots: ['idle_count'],
  // The caller's own message in the victim exhibitor's public chat room.
  live_chat_rooms: ['last_seq'],
  // The caller's own reservation of the victim exhibitor's live.
  livestreams: ['reserved_count'],
};
