// The fault benchmark's people, its mixed load and its after-the-fact checks (bench/faults.ts): registered
// visitors who browse exhibitors, add favorites, reserve meeting slots with idempotency keys and send messages
// into their conversation with one exhibitor; every write a success answered is remembered, and afterwards the
// database is asked whether each one is there, whether any slot holds more meetings than seats and whether any
// visitor holds two meetings of one slot.
import { randomUUID } from 'node:crypto';
import {
  addFavorite,
  ErrorCode,
  HEADERS,
  IDEMPOTENCY_HEADER,
  reserveChat,
  sendMessage,
} from '@showfloor/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import WebSocket from 'ws';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  accounts,
  conversations,
  events,
  exhibitors,
  favorites,
  meetingSlots,
  meetings,
  messages,
  orgMembers,
  organizations,
  roleGrants,
} from '../apps/server/src/db/schema/index.ts';
import { DEMO_EVENT_ID } from '../apps/server/src/db/seed/demo-ids.ts';
import { E2E_NOW } from '../e2e/harness/clock.ts';
import { createVisitors, mintTokens } from './bench-visitors.ts';

/** The origin the tokens are minted for: every gateway under test lists it in PUBLIC_ORIGINS. */
const FAIR_DAYS = ['2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Visitor {
  id: string;
  token: string;
  conversationId: string;
}

export interface Slot {
  id: string;
  exhibitorId: string;
  orgId: string;
  receiveAccountId: string;
  startTime: string;
  endTime: string;
}

export interface Fixture {
  tag: string;
  topOrgId: string;
  visitors: Visitor[];
  /** The exhibitor every visitor's conversation is with, and a member of its team who watches the messages. */
  team: { exhibitorId: string; orgId: string; memberId: string; memberToken: string };
  slots: Slot[];
  /** Normal exhibitors: favorite targets and the pages browsed. */
  exhibitorIds: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Writes the visitors (Attendee, registered), `exhibitors` exhibitors' teams (a member each) with 64 half-hour
 * slots each (00:00-08:00 Beijing on the four fair days, which no seed uses) of `capacity` seats, one
 * conversation per visitor with the first exhibitor, and mints every token with a gateway in this process.
 */
export async function prepareFixture(
  database: Database,
  opts: { tag: string; visitors: number; exhibitors: number; capacity: number },
): Promise<Fixture> {
  const { db } = database;
  const [event] = await db
    .select({ topOrgId: events.topOrgId })
    .from(events)
    .where(eq(events.id, DEMO_EVENT_ID));
  if (!event) throw new Error('the demo fair is not seeded');
  const normal = await db
    .select({ id: exhibitors.id, orgId: exhibitors.orgId })
    .from(exhibitors)
    .where(and(eq(exhibitors.bventId, DEMO_EVENT_ID), eq(exhibitors.status, 'normal')))
    .orderBy(exhibitors.id);
  const teams = normal.slice(0, opts.exhibitors);
  if (teams.length < opts.exhibitors) throw new Error(`only ${teams.length} normal exhibitors`);
  await db
    .insert(organizations)
    .values(teams.map((t) => ({ id: t.orgId, name: `Fault team ${t.orgId.slice(-4)}` })))
    .onConflictDoNothing();
  const email = (id: string) => `fault-${opts.tag}-${id}@bench.showfloor.test`;
  const members = teams.map(() => randomUUID());
  await db
    .insert(accounts)
    .values(members.map((id) => ({ id, email: email(id), passwordHash: '!', fullName: 'Fault member' })));
  await db.insert(roleGrants).values(
    members.map((accountId, i) => ({
      accountId,
      bventId: DEMO_EVENT_ID,
      orgId: teams[i]!.orgId,
      registerType: 'Exhibition',
    })),
  );
  await db.insert(orgMembers).values(members.map((accountId, i) => ({ orgId: teams[i]!.orgId, accountId })));

  const slots: Slot[] = [];
  for (const [i, team] of teams.entries()) {
    const rows = FAIR_DAYS.flatMap((oneDay) =>
      Array.from({ length: 16 }, (_, k) => {
        const start = `${pad(Math.floor(k / 2))}:${k % 2 ? '30' : '00'}:00`;
        const end = `${pad(Math.floor((k + 1) / 2))}:${(k + 1) % 2 ? '30' : '00'}:00`;
        return {
          id: randomUUID(),
          bventId: DEMO_EVENT_ID,
          exhibitorId: team.id,
          orgId: team.orgId,
          oneDay,
          startTime: `${oneDay} ${start}`,
          endTime: `${oneDay} ${end}`,
          capacity: opts.capacity,
          idleCount: opts.capacity,
        };
      }),
    );
    const inserted = await db
      .insert(meetingSlots)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: meetingSlots.id, startTime: meetingSlots.startTime, endTime: meetingSlots.endTime });
    slots.push(
      ...inserted.map((s) => ({
        ...s,
        exhibitorId: team.id,
        orgId: team.orgId,
        receiveAccountId: members[i]!,
      })),
    );
  }

  const team = teams[0]!;
  const ids = (await createVisitors(db, opts.visitors)).map((id) => ({ id, conversationId: randomUUID() }));
  const now = new Date(E2E_NOW);
  // One conversation of each visitor with the first team: the messages go into it.
  for (let i = 0; i < ids.length; i += 500) {
    await db.insert(conversations).values(
      ids.slice(i, i + 500).map((v) => ({
        id: v.conversationId,
        bventId: DEMO_EVENT_ID,
        visitorAccountId: v.id,
        exhibitorId: team.id,
        orgId: team.orgId,
        createdAt: now,
        lastAt: now,
      })),
    );
  }

  // The visitors' tokens, then the team member's, in one gateway built for it.
  const tokens = await mintTokens(database, [...ids.map((v) => v.id), members[0]!]);
  const visitors: Visitor[] = ids.map((v, i) => ({ ...v, token: tokens[i]! }));
  return {
    tag: opts.tag,
    topOrgId: event.topOrgId,
    visitors,
    team: {
      exhibitorId: team.id,
      orgId: team.orgId,
      memberId: members[0]!,
      memberToken: tokens[ids.length]!,
    },
    slots,
    exhibitorIds: normal.map((e) => e.id),
  };
}

export type Op = 'browse' | 'favorite' | 'reserve' | 'message';
/** ok: a success envelope; refused: a business answer (seat taken, overlap, too many attempts); error: no answer or 5xx. */
export type Outcome = 'ok' | 'refused' | 'error';

export interface Attempt {
  /** performance.now() when the answer (or the failure) came. */
  at: number;
  op: Op;
  /** HTTP status; 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  outcome: Outcome;
  /** A retry of a write that failed before (same key, same body). */
  retry: boolean;
  /** For status 0: what failed. */
  error?: string;
}

export interface LoadOptions {
  /** Concurrent clients, each sending one request after another. */
  clients: number;
  /** Relative weights of browse, favorite, reserve, message. */
  mix: Record<Op, number>;
  /** A client's pause between two requests (ms). */
  pauseMs: number;
  /** How long a write is retried (same key) after failures before the client gives it up; 0: never retried. */
  retryForMs: number;
  /** Called when a message send is acknowledged, with its number (the text of the message). */
  onMessageAcked?: (n: number, at: number) => void;
}

interface Answer {
  status: number;
  success: boolean;
  businessCode?: number;
  returnObj?: unknown;
  retryAfter: number | null;
  error?: string;
}

const describe = (err: unknown): string => {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError') return 'timeout';
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(err);
};

/** The mixed load of a fixture's visitors against one gateway URL, until stop(). */
export class Load {
  readonly attempts: Attempt[] = [];
  readonly acked = {
    favorites: [] as { visitor: string; target: string }[],
    reserves: [] as { visitor: string; key: string; id: string }[],
    messages: [] as { conversationId: string; clientId: string; n: number }[],
  };
  /** Every meeting id answered per idempotency key: more than one would be a double booking by a retry. */
  readonly idsOfKey = new Map<string, Set<string>>();
  /** Writes given up after their retries (or never retried), still without an answer. */
  gaveUp = 0;
  /** Writes without an answer when the load stopped. */
  unanswered = 0;
  private stopping = false;
  private messageNo = 0;
  private readonly runs: Promise<void>[] = [];
  private readonly mixTotal: number;

  constructor(
    private readonly url: string,
    private readonly fx: Fixture,
    private readonly opts: LoadOptions,
  ) {
    this.mixTotal = Object.values(opts.mix).reduce((a, b) => a + b, 0);
  }

  start(): void {
    for (let c = 0; c < this.opts.clients; c++) this.runs.push(this.client(c));
  }

  /** Stops sending; resolves when every client has finished (writes in retry give up at once). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.runs);
  }

  private pick(): Op {
    let r = Math.random() * this.mixTotal;
    for (const op of ['browse', 'favorite', 'reserve', 'message'] as const) {
      r -= this.opts.mix[op];
      if (r < 0) return op;
    }
    return 'browse';
  }

  private async client(c: number): Promise<void> {
    let i = c;
    while (!this.stopping) {
      const visitor = this.fx.visitors[i % this.fx.visitors.length]!;
      i += this.opts.clients;
      await this.one(this.pick(), visitor);
      if (this.opts.pauseMs > 0) await sleep(this.opts.pauseMs);
    }
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    body?: unknown,
    key?: string,
  ) {
    const headers: Record<string, string> = { [HEADERS.language]: 'en-US' };
    if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) {
      headers[IDEMPOTENCY_HEADER] = key;
      headers[HEADERS.currentOrg] = ':Attendee';
    }
    try {
      const r = await fetch(`${this.url}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await r.text();
      const retryAfter = r.headers.get('retry-after');
      let env: { isSuccess?: boolean; businessCode?: number; returnObj?: unknown } = {};
      try {
        env = JSON.parse(text) as typeof env;
      } catch {
        // not an envelope (a proxy's page): counted by its status
      }
      return {
        status: r.status,
        success: r.status === 200 && env.isSuccess === true,
        businessCode: env.businessCode,
        returnObj: env.returnObj,
        retryAfter: retryAfter === null ? null : Number(retryAfter),
      } satisfies Answer;
    } catch (err) {
      return { status: 0, success: false, retryAfter: null, error: describe(err) } satisfies Answer;
    }
  }

  private record(op: Op, a: Answer, retry: boolean): Outcome {
    const outcome: Outcome = a.success ? 'ok' : a.status === 0 || a.status >= 500 ? 'error' : 'refused';
    this.attempts.push({ at: performance.now(), op, status: a.status, outcome, retry, error: a.error });
    return outcome;
  }

  /** A write: sent again with the same key and body after a failure, until it is answered or given up. */
  private async write(op: Op, attempt: () => Promise<Answer>): Promise<Answer | null> {
    const first = performance.now();
    for (let n = 0; ; n++) {
      const a = await attempt();
      if (this.record(op, a, n > 0) !== 'error') return a;
      if (this.stopping || performance.now() - first > this.opts.retryForMs) {
        if (this.stopping) this.unanswered++;
        else this.gaveUp++;
        return null;
      }
      // Retry-After when the gateway gave one (capped at 2 s so the figures keep coming), else 200 ms.
      await sleep(a.retryAfter !== null && a.retryAfter > 0 ? Math.min(a.retryAfter * 1000, 2000) : 200);
    }
  }

  private async one(op: Op, v: Visitor): Promise<void> {
    const fx = this.fx;
    const randomExhibitor = () => fx.exhibitorIds[Math.floor(Math.random() * fx.exhibitorIds.length)]!;
    if (op === 'browse') {
      const a = await this.send(
        'GET',
        `/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${randomExhibitor()}&lang=en-US`,
        null,
      );
      this.record(op, a, false);
      return;
    }
    if (op === 'favorite') {
      const target = randomExhibitor();
      const body = { bventId: DEMO_EVENT_ID, targetType: 'Exhibitor', targetId: target };
      const a = await this.write(op, () => this.send('POST', addFavorite.path, v.token, body));
      if (a?.success) this.acked.favorites.push({ visitor: v.id, target });
      return;
    }
    if (op === 'reserve') {
      const slot = fx.slots[Math.floor(Math.random() * fx.slots.length)]!;
      const key = randomUUID();
      const body = {
        topOrgId: fx.topOrgId,
        bventId: DEMO_EVENT_ID,
        srcBizId: slot.exhibitorId,
        srcBizType: 'Shop',
        srcBizCode: '',
        srcBizName: '',
        receiveAccountId: slot.receiveAccountId,
        receiveOrgId: slot.orgId,
        sendAccountName: 'Fault visitor',
        startTime: slot.startTime,
        endTime: slot.endTime,
        topic: 'Fault bench',
        chatType: 'OnLine',
        SendBusinessCard: 0,
        chatId: slot.id,
        attendeeOrganizationRole: 'Attendee',
        address: '',
        addressType: 'Customize',
      };
      const a = await this.write(op, async () => {
        const answer = await this.send('POST', reserveChat.path, v.token, body, key);
        if (answer.success && typeof answer.returnObj === 'string') {
          const ids = this.idsOfKey.get(key) ?? new Set<string>();
          ids.add(answer.returnObj);
          this.idsOfKey.set(key, ids);
        }
        return answer;
      });
      if (a?.success && typeof a.returnObj === 'string')
        this.acked.reserves.push({ visitor: v.id, key, id: a.returnObj });
      return;
    }
    const n = ++this.messageNo;
    const clientId = `fault-${fx.tag}-${n}`;
    const body = {
      bventId: DEMO_EVENT_ID,
      conversationId: v.conversationId,
      clientId,
      content: { kind: 'text', text: String(n) },
    };
    const a = await this.write(op, () => this.send('POST', sendMessage.path, v.token, body));
    if (a?.success) {
      this.acked.messages.push({ conversationId: v.conversationId, clientId, n });
      this.opts.onMessageAcked?.(n, performance.now());
    }
  }
}

/** Reserve refusals by business code, for the report: a seat taken, an overlap, too many attempts. */
export const REFUSAL_NAMES: Record<number, string> = {
  [ErrorCode.SlotEngaged]: 'slot full',
  [ErrorCode.MeetingConflict]: 'overlap',
  [ErrorCode.TooManyAttempts]: 'too many attempts',
};

export interface Verdict {
  favorites: { acked: number; missing: number };
  reserves: { acked: number; missing: number; keysAnsweredTwoIds: number };
  messages: { acked: number; missing: number; duplicated: number };
  slots: { checked: number; overCapacity: number; seatsMiscounted: number; meetings: number };
  /** A visitor with two active meetings of one slot. */
  doubleBooked: number;
}

/** What the database holds of a fixture after a load: every acknowledged write, and the seats' arithmetic. */
export async function verify(database: Database, fx: Fixture, loads: Load[]): Promise<Verdict> {
  const { db } = database;
  const visitorIds = fx.visitors.map((v) => v.id);
  const favs = new Set<string>();
  for (let i = 0; i < visitorIds.length; i += 500) {
    const rows = await db
      .select({ a: favorites.accountId, t: favorites.targetId })
      .from(favorites)
      .where(inArray(favorites.accountId, visitorIds.slice(i, i + 500)));
    for (const r of rows) favs.add(`${r.a} ${r.t}`);
  }
  const slotIds = fx.slots.map((s) => s.id);
  const slotRows: { id: string; capacity: number; idleCount: number }[] = [];
  const meetingRows: {
    id: string;
    slotId: string | null;
    sender: string;
    key: string | null;
    status: string;
  }[] = [];
  for (let i = 0; i < slotIds.length; i += 500) {
    const part = slotIds.slice(i, i + 500);
    slotRows.push(
      ...(await db
        .select({ id: meetingSlots.id, capacity: meetingSlots.capacity, idleCount: meetingSlots.idleCount })
        .from(meetingSlots)
        .where(inArray(meetingSlots.id, part))),
    );
    meetingRows.push(
      ...(await db
        .select({
          id: meetings.id,
          slotId: meetings.slotId,
          sender: meetings.sendAccountId,
          key: meetings.idempotencyKey,
          status: meetings.status,
        })
        .from(meetings)
        .where(inArray(meetings.slotId, part))),
    );
  }
  const convIds = fx.visitors.map((v) => v.conversationId);
  const msgCount = new Map<string, number>();
  for (let i = 0; i < convIds.length; i += 500) {
    const rows = await db
      .select({ c: messages.conversationId, id: messages.clientId })
      .from(messages)
      .where(inArray(messages.conversationId, convIds.slice(i, i + 500)));
    for (const r of rows) msgCount.set(`${r.c} ${r.id}`, (msgCount.get(`${r.c} ${r.id}`) ?? 0) + 1);
  }

  const active = meetingRows.filter((m) => m.status === 'Waiting' || m.status === 'Confirmed');
  const activeOfSlot = new Map<string, number>();
  const perSenderSlot = new Map<string, number>();
  for (const m of active) {
    activeOfSlot.set(m.slotId!, (activeOfSlot.get(m.slotId!) ?? 0) + 1);
    const k = `${m.sender} ${m.slotId}`;
    perSenderSlot.set(k, (perSenderSlot.get(k) ?? 0) + 1);
  }
  const byId = new Map(meetingRows.map((m) => [m.id, m]));
  const verdict: Verdict = {
    favorites: { acked: 0, missing: 0 },
    reserves: { acked: 0, missing: 0, keysAnsweredTwoIds: 0 },
    messages: { acked: 0, missing: 0, duplicated: 0 },
    slots: {
      checked: slotRows.length,
      overCapacity: slotRows.filter((s) => (activeOfSlot.get(s.id) ?? 0) > s.capacity).length,
      seatsMiscounted: slotRows.filter((s) => s.capacity - s.idleCount !== (activeOfSlot.get(s.id) ?? 0))
        .length,
      meetings: active.length,
    },
    doubleBooked: [...perSenderSlot.values()].filter((n) => n > 1).length,
  };
  for (const load of loads) {
    for (const f of load.acked.favorites) {
      verdict.favorites.acked++;
      if (!favs.has(`${f.visitor} ${f.target}`)) verdict.favorites.missing++;
    }
    for (const r of load.acked.reserves) {
      verdict.reserves.acked++;
      const m = byId.get(r.id);
      if (!m || m.sender !== r.visitor || m.key !== r.key) verdict.reserves.missing++;
    }
    for (const ids of load.idsOfKey.values()) if (ids.size > 1) verdict.reserves.keysAnsweredTwoIds++;
    for (const m of load.acked.messages) {
      verdict.messages.acked++;
      const n = msgCount.get(`${m.conversationId} ${m.clientId}`) ?? 0;
      if (n === 0) verdict.messages.missing++;
      if (n > 1) verdict.messages.duplicated++;
    }
  }
  return verdict;
}

/** A signed-in socket watching the event's messages; `heard` is told each message's number. */
export function watchMessages(url: string, token: string, heard: (n: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws?lang=en-US`);
    socket.on('message', (data: WebSocket.RawData) => {
      const f = JSON.parse(data.toString()) as { type: string; ref?: string; message?: { text: string } };
      if (f.type === 'hello') socket.send(JSON.stringify({ v: 1, type: 'auth', ref: 'a', token }));
      else if (f.type === 'ok' && f.ref === 'a')
        socket.send(JSON.stringify({ v: 1, type: 'im.watch', ref: 'w', bventId: DEMO_EVENT_ID }));
      else if (f.type === 'ok' && f.ref === 'w') resolve(socket);
      else if (f.type === 'error') reject(new Error(JSON.stringify(f)));
      else if (f.type === 'im.message' && f.message) heard(Number(f.message.text));
    });
    socket.once('error', reject);
  });
}

/** Status counts of the attempts answered within [from, to): "200 ×n, 503 ×n, no answer ×n". */
export function statusCounts(attempts: readonly Attempt[], from: number, to: number): string {
  const counts = new Map<string, number>();
  for (const a of attempts) {
    if (a.at < from || a.at >= to) continue;
    const k = a.status === 0 ? `no answer (${a.error ?? '?'})` : String(a.status);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  if (counts.size === 0) return 'none';
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
}

/** Successes per whole second after `from`, for `seconds` seconds. */
export function successesPerSecond(attempts: readonly Attempt[], from: number, seconds: number): number[] {
  const out = Array.from({ length: seconds }, () => 0);
  for (const a of attempts) {
    const s = Math.floor((a.at - from) / 1000);
    if (a.outcome === 'ok' && s >= 0 && s < seconds) out[s]!++;
  }
  return out;
}
