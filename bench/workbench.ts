// `npm run bench:workbench -w @showfloor/bench`: the exhibitor workbench and the organizer's review (issue 14).
//
// The real gateway on a PostgreSQL database of its own with the demo fair, over HTTP, with tokens for the demo
// exhibitor's member and the demo Planner:
// - Approval to searchable: a listed product's edit (a new, unique Chinese name) is approved by the organizer;
//   from the start of the approval to the first product search that finds the new name. Beside it, interleaved,
//   the same search for a name already indexed: what one search costs, the floor.
// - Product save with 10 pictures of 1 MB: ten photo-like jpgs uploaded one after another as the form sends them
//   when picked, then the save; beside it, interleaved, the same ten bodies posted to a bare Fastify server that
//   only writes them to disk (bench/demand-upload-baseline.ts) and one trivial POST.
// - Index freshness under load: edits approved at 50 a second for LOAD_SECONDS (edit, approve, then search until
//   found, each change on its own timer), the rate reached and the freshness p50/p95/p99: first all on the demo
//   exhibitor's products, then the same 50 a second spread over SPREAD exhibitors (the demo exhibitor and normal
//   ones beside it, each changed by a member of its own made for the run).
//
// Writes the "Workbench and review" section of bench/RESULTS.md. N, SAVES, LOAD_SECONDS shrink it; SPREAD=1
// leaves the spread run out.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  HEADERS,
  IDEMPOTENCY_HEADER,
  productShelf,
  reviewProduct,
  saveProduct,
  searchProducts,
  uploadProductImage,
} from '@showfloor/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  accounts,
  exhibitors,
  orgMembers,
  organizations,
  roleGrants,
} from '../apps/server/src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID, demoAccountId } from '../apps/server/src/db/seed/demo-ids.ts';
import { openDemoDatabase } from '../e2e/harness/database.ts';
import { mintTokens } from './bench-visitors.ts';
import { newDataDir, repoRoot, startServer } from '../e2e/harness/server.ts';
import { replaceSection } from './pages.ts';
import { percentile } from './percentile.ts';
import { photoLike, randomFrom } from './photos.ts';
import { postgresUrlForBench } from './postgres.ts';
import { startBaseline } from './upload-baseline-process.ts';

const N = Number(process.env.N ?? 40);
const SAVES = Number(process.env.SAVES ?? 12);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const SPREAD = Math.max(1, Number(process.env.SPREAD ?? 5));
const LOAD_RATE = 50;
const SEARCHABLE_TARGET_MS = 1000;
const PG_NAME = 'showfloor_bench_workbench';
const HEADING = '## Workbench and review';
const ENV = { LOG_LEVEL: 'warn', RATE_LIMIT: 'off', PUBLIC_ORIGINS: 'http://127.0.0.1' };
const LANG = 'zh-CN';
const MB = 1024 * 1024;

type Json = Record<string, unknown>;

/**
 * The members the spread load acts as: a new account in the organization of each of SPREAD - 1 normal exhibitors
 * besides the demo one, with its Exhibition role (as the server suite's memberOf makes one).
 */
async function spreadMembers(database: Database): Promise<string[]> {
  const { db } = database;
  const others = await db
    .select({ id: exhibitors.id, orgId: exhibitors.orgId })
    .from(exhibitors)
    .where(
      and(
        eq(exhibitors.bventId, DEMO_EVENT_ID),
        eq(exhibitors.status, 'normal'),
        ne(exhibitors.id, DEMO_EXHIBITOR_ID),
      ),
    )
    .orderBy(asc(exhibitors.sort), asc(exhibitors.id))
    .limit(SPREAD - 1);
  const ids: string[] = [];
  for (const ex of others) {
    const id = randomUUID();
    await db.insert(accounts).values({
      id,
      email: `bench-${id}@bench.showfloor.test`,
      passwordHash: 'not-a-login',
      fullName: 'Bench member',
    });
    await db
      .insert(organizations)
      .values({ id: ex.orgId, name: `Org of ${ex.id}` })
      .onConflictDoNothing();
    await db.insert(orgMembers).values({ orgId: ex.orgId, accountId: id });
    await db
      .insert(roleGrants)
      .values({ accountId: id, bventId: DEMO_EVENT_ID, orgId: ex.orgId, registerType: 'Exhibition' });
    ids.push(id);
  }
  return ids;
}

/**
 * Tokens minted in-process (as demand-hall.ts does): the exhibitor's member, the organizer, and the spread
 * load's members (the demo exhibitor's member first).
 */
async function tokens(database: Database): Promise<{ exhibitor: string; planner: string; spread: string[] }> {
  const members = await spreadMembers(database);
  const [exhibitor, planner, ...rest] = await mintTokens(database, [
    demoAccountId('exhibitor'),
    demoAccountId('planner'),
    ...members,
  ]);
  return { exhibitor: exhibitor!, planner: planner!, spread: [exhibitor!, ...rest] };
}

/** Han characters for names no demo product has: two of them make a term only that product matches. */
const rare = randomFrom(11);
const HAN = '璇玑琮璜瑾瑜琳琅璀璨瑶琼珂珏瑛琦璋璐瑷珞璟瑄琰琪璘瑭';
const uniqueName = () =>
  `${Array.from({ length: 4 }, () => HAN[Math.floor(rare() * HAN.length)]).join('')}阀门${Math.floor(rare() * 1e6)}`;

function client(origin: string) {
  const post = async (path: string, token: string | null, body: Json, extra: Record<string, string> = {}) => {
    const r = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HEADERS.language]: LANG,
        ...(token ? { [HEADERS.authorization]: `Bearer ${token}` } : {}),
        ...extra,
      },
      body: JSON.stringify(body),
    });
    const answer = (await r.json()) as { isSuccess: boolean; returnObj: unknown; businessMessage: string };
    if (r.status !== 200 || !answer.isSuccess)
      throw new Error(`${path}: ${r.status} ${answer.businessMessage}`);
    return answer.returnObj;
  };
  const found = async (term: string) => {
    const hits = (await post(`${searchProducts.path}?page=1&size=5&type=m`, null, {
      bventId: DEMO_EVENT_ID,
      searchValue: term,
    })) as { id: string }[];
    return hits.length > 0;
  };
  return { post, found };
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const p = (xs: number[], q: number) => percentile(sorted(xs), q);
const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const trio = (xs: number[]) => `${ms(p(xs, 50))} / ${ms(p(xs, 95))} / ${ms(p(xs, 99))}`;

async function run() {
  const url = await postgresUrlForBench(PG_NAME);
  if (!url) throw new Error('no PostgreSQL to measure on (bench/postgres.ts)');
  const database = await openDemoDatabase({ databaseUrl: url });
  let tok: { exhibitor: string; planner: string; spread: string[] };
  try {
    tok = await tokens(database);
  } finally {
    await database.close();
  }
  const server = await startServer({ ...ENV, DATABASE_URL: url }, newDataDir());
  const { post, found } = client(server.url);
  const photos = await photoLike((SAVES + 2) * 10 + 10, MB);
  const upload = async (jpg: Buffer) =>
    (
      (await post(uploadProductImage.path, tok.exhibitor, {
        bventId: DEMO_EVENT_ID,
        data: jpg.toString('base64'),
      })) as {
        image: string;
      }
    ).image;
  const main = await upload(photos[0]!);
  let key = 0;
  const create = async (name: string, images: string[] = [], token = tok.exhibitor) =>
    (
      (await post(
        saveProduct.path,
        token,
        {
          bventId: DEMO_EVENT_ID,
          name: { 'zh-CN': name },
          image: images[0] ?? main,
          images: images.slice(1),
          price: 99,
          currency: 'CNY',
        },
        { [IDEMPOTENCY_HEADER]: `bench-${process.pid}-${++key}` },
      )) as { id: string }
    ).id;
  const approve = (id: string) =>
    post(reviewProduct.path, tok.planner, { bventId: DEMO_EVENT_ID, id, decision: 'approve' });
  const list = (id: string, token = tok.exhibitor) =>
    post(productShelf.path, token, { bventId: DEMO_EVENT_ID, id, listed: true });
  const edit = (id: string, name: string, token = tok.exhibitor) =>
    post(saveProduct.path, token, {
      bventId: DEMO_EVENT_ID,
      id,
      name: { 'zh-CN': name },
      image: main,
      price: 99,
    });
  /** A listed product, approved once: what an edit's approval changes; `token` is its exhibitor's member. */
  const listedProduct = async (token = tok.exhibitor) => {
    const name = uniqueName();
    const id = await create(name, [], token);
    await approve(id);
    await list(id, token);
    return { id, name, token };
  };
  /**
   * Edits approved at LOAD_RATE a second for LOAD_SECONDS, each on a product of the pool that is not busy (the
   * first free one, so a pool interleaved by exhibitor spreads the changes evenly over them).
   */
  const freshness = async (pool: { id: string; token: string }[]) => {
    const fresh: number[] = [];
    let failed = 0;
    const busy = new Set<string>();
    const started = performance.now();
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < LOAD_RATE * LOAD_SECONDS; i++) {
      const due = started + (i * 1000) / LOAD_RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      const product = pool.find((x) => !busy.has(x.id));
      if (!product) {
        failed++;
        continue;
      }
      busy.add(product.id);
      jobs.push(
        (async () => {
          try {
            const name = uniqueName();
            await edit(product.id, name, product.token);
            fresh.push((await approveToFound(product.id, name)).total);
          } catch {
            failed++;
          } finally {
            busy.delete(product.id);
          }
        })(),
      );
    }
    await Promise.all(jobs);
    const seconds = (performance.now() - started) / 1000;
    return { fresh, failed, rate: fresh.length / seconds };
  };
  /** From the approval's start to the first search that finds the new name; and how many searches it took. */
  const approveToFound = async (id: string, name: string) => {
    const t0 = performance.now();
    await approve(id);
    const approved = performance.now() - t0;
    for (let searches = 1; ; searches++) {
      if (await found(name)) return { total: performance.now() - t0, approved, searches };
      if (searches > 500) throw new Error(`${name}: never found`);
    }
  };

  try {
    // Approval to searchable, beside one search of an indexed name.
    const known = await listedProduct();
    const searchable: number[] = [];
    const approveOnly: number[] = [];
    const searchOnly: number[] = [];
    let extraSearches = 0;
    for (let i = 0; i < N + 3; i++) {
      const product = await listedProduct();
      const name = uniqueName();
      await edit(product.id, name);
      const t0 = performance.now();
      if (!(await found(known.name))) throw new Error('the known product is not found');
      const search = performance.now() - t0;
      const r = await approveToFound(product.id, name);
      if (i < 3) continue;
      searchable.push(r.total);
      approveOnly.push(r.approved);
      searchOnly.push(search);
      extraSearches += r.searches - 1;
    }
    console.log(`approval to searchable p95 ${ms(p(searchable, 95))} ms`);

    // Save with 10 pictures of 1 MB, beside the bare upload server.
    const baseline = await startBaseline();
    const save: number[] = [];
    const bare: number[] = [];
    try {
      const bodies = photos.map((jpg) =>
        JSON.stringify({ bventId: DEMO_EVENT_ID, data: jpg.toString('base64') }),
      );
      const bareSave = async (at: number) => {
        const t0 = performance.now();
        for (let j = 0; j < 10; j++) {
          const r = await fetch(`${baseline.url}/upload`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: bodies[at + j],
          });
          await r.json();
        }
        return performance.now() - t0;
      };
      for (let i = 0; i < SAVES + 2; i++) {
        const at = 10 + i * 10;
        const measured = i >= 2;
        if (i % 2) {
          const b = await bareSave(at);
          if (measured) bare.push(b);
        }
        const t0 = performance.now();
        const keys: string[] = [];
        for (let j = 0; j < 10; j++) keys.push(await upload(photos[at + j]!));
        await create(uniqueName(), keys);
        if (measured) save.push(performance.now() - t0);
        if (i % 2 === 0) {
          const b = await bareSave(at);
          if (measured) bare.push(b);
        }
      }
    } finally {
      baseline.stop();
    }
    console.log(`save with 10 x 1 MB p95 ${ms(p(save, 95))} ms, bare ${ms(p(bare, 95))} ms`);

    // Freshness with approved edits at 50 a second, on one exhibitor.
    const pool = await Promise.all(Array.from({ length: 60 }, () => listedProduct()));
    const one = await freshness(pool);
    console.log(
      `freshness at ${one.rate.toFixed(1)}/s: p95 ${ms(p(one.fresh, 95))} ms, ${one.failed} not done`,
    );

    // The same rate spread over the exhibitors, their products interleaved.
    let spread: (Awaited<ReturnType<typeof freshness>> & { exhibitors: number }) | null = null;
    if (tok.spread.length > 1) {
      const per = Math.ceil(60 / tok.spread.length);
      const own = await Promise.all(
        tok.spread.map((token) => Promise.all(Array.from({ length: per }, () => listedProduct(token)))),
      );
      const mixed = Array.from({ length: per }, (_, i) => own.map((products) => products[i]!)).flat();
      spread = { ...(await freshness(mixed)), exhibitors: tok.spread.length };
      console.log(
        `spread over ${tok.spread.length}: ${spread.rate.toFixed(1)}/s, p95 ${ms(p(spread.fresh, 95))} ms, ${spread.failed} not done`,
      );
    }
    return { searchable, approveOnly, searchOnly, extraSearches, save, bare, one, spread };
  } finally {
    await server.stop();
  }
}

const load0 = loadavg()[0] ?? 0;
const f = await run();
const load1 = loadavg()[0] ?? 0;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const section = `${HEADING}

\`npm run bench:workbench -w @showfloor/bench\` (bench/workbench.ts), ${new Date().toISOString().slice(0, 10)}, PostgreSQL,
the demo fair, the real gateway over HTTP on this ${availableParallelism()}-core machine (load average ${load0.toFixed(1)} at
the start, ${load1.toFixed(1)} at the end). Figures in ms as p50 / p95 / p99.

| figure | Showfloor | beside it, same run | target |
| --- | --- | --- | --- |
| approval of a listed product's edit to the first search that finds it (${f.searchable.length}) | ${trio(f.searchable)} | one product search alone: ${trio(f.searchOnly)} | p95 <= ${SEARCHABLE_TARGET_MS} ms: ${verdict(p(f.searchable, 95) <= SEARCHABLE_TARGET_MS)} |
| of which the approval call (re-indexes the product before answering) | ${trio(f.approveOnly)} | | |
| product save with 10 pictures of 1 MB, uploaded one by one, then the save (${f.save.length}) | ${trio(f.save)} | the same 10 bodies to a bare upload server: ${trio(f.bare)} (${(p(f.save, 95) / p(f.bare, 95)).toFixed(1)}x) | none set |
| freshness: approved edits at ${LOAD_RATE}/s for ${LOAD_SECONDS} s on one exhibitor, approval start to found (${f.one.fresh.length}) | ${trio(f.one.fresh)} | rate reached ${f.one.rate.toFixed(1)}/s, ${f.one.failed} changes not done | p95 <= ${SEARCHABLE_TARGET_MS} ms: ${verdict(p(f.one.fresh, 95) <= SEARCHABLE_TARGET_MS)} |
${
  f.spread
    ? `| the same ${LOAD_RATE}/s spread over ${f.spread.exhibitors} exhibitors (${f.spread.fresh.length}) | ${trio(f.spread.fresh)} | rate reached ${f.spread.rate.toFixed(1)}/s, ${f.spread.failed} changes not done | p95 <= ${SEARCHABLE_TARGET_MS} ms: ${verdict(p(f.spread.fresh, 95) <= SEARCHABLE_TARGET_MS)} |\n`
    : ''
}
A search right after the approval's answer found the change every time: ${f.extraSearches} extra searches in ${f.searchable.length}
(the index is written in the approval's own request, so there is nothing to wait for once it answers).
`;
const results = join(repoRoot, 'bench/RESULTS.md');
writeFileSync(results, replaceSection(readFileSync(results, 'utf8'), section));
console.log(section);
