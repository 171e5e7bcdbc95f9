// `npm run bench:demand-hall -w @showfloor/bench`: the supply-and-demand hall (issue 13) and its pictures.
//
// Hall: the real gateway on a PostgreSQL database of its own with the demo fair and 50,000 published, running
// demands (Chinese, English and both; the event's categories; published over the last 30 days; the search text
// built by the repository's own demandDoc), answering the hall call over HTTP in six shapes: the first page, a
// category branch, a Chinese keyword, an English keyword, a rare keyword and a page 50 pages in. Each shape is
// timed one request at a time and under 10 connections, and beside it, interleaved, the very statements the
// gateway runs for that call (captured from the service itself), executed with `pg` against the same database:
// what the database costs, the floor the gateway adds to. EXPLAIN (ANALYZE, BUFFERS) once per shape says which
// index answered. The same again on PGlite (the default engine: the gateway's embedded database, and the bare
// statements on a copy of its directory in this process), for context.
//
// Pictures: a buyer posts a photo just under 1 MB to the upload call and fetches the address it answers until it
// is served; from the start of the POST to the end of that GET's body. Two kinds of photo: incompressible noise
// (the most bytes for the fewest pixels) and a photo-like picture of 3.1 MP (what a phone's 1 MB jpg holds, and
// what sharp's re-encoding costs most on). Interleaved with the same bytes posted to a minimal Fastify server
// that only writes them to a file and serves them back (bench/demand-upload-baseline.ts); and in this process,
// where the gateway's time goes (JSON, base64, sharp's decode and re-encode, the hash, the write).
//
// Writes the "Supply-and-demand hall" section of bench/RESULTS.md (about 15 minutes on 2 cores). RUNS=postgres,
// upload,pglite picks parts; DEMANDS, SEQUENTIAL, LOAD_SECONDS and UPLOADS shrink it for a quick check.
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  DEMAND_PAGE_SIZE,
  DEMAND_PICTURE_MAX_BYTES,
  demandHall,
  HEADERS,
  type TDemandHall,
  uploadDemandPicture,
} from '@showfloor/contracts';
import { addDays, clockFrom, demandExpiresAt, epochToBeijing, fixedClock } from '@showfloor/domain';
import autocannon from 'autocannon';
import { eq, type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { type Database, type Db, schema } from '../apps/server/src/db/client.ts';
import { accounts, categories, demands } from '../apps/server/src/db/schema/index.ts';
import { DEMO_EVENT_ID, demoAccountId } from '../apps/server/src/db/seed/demo-ids.ts';
import { demandDoc, DemandRepository } from '../apps/server/src/domains/demand/demand.repository.ts';
import { DemandService } from '../apps/server/src/domains/demand/demand.service.ts';
import { acceptImage } from '../apps/server/src/uploads/image-check.ts';
import { openDemoDatabase } from '../e2e/harness/database.ts';
import { E2E_NOW } from '../e2e/harness/clock.ts';
import { mintTokens } from './bench-visitors.ts';
import { newDataDir, repoRoot, type RunningServer, startServer } from '../e2e/harness/server.ts';
import { backendsCpu, backendsSpent, processCpu } from './cpu-time.ts';
import { noisePhoto, PHOTO, photoLike, randomFrom } from './photos.ts';
import { startBaseline } from './upload-baseline-process.ts';
import { replaceSection } from './pages.ts';
import { percentile } from './percentile.ts';
import { postgresUrlForBench } from './postgres.ts';

const DEMANDS = Number(process.env.DEMANDS ?? 50_000);
const BUYERS = 300;
const SEQUENTIAL = Number(process.env.SEQUENTIAL ?? 300);
const WARM = 50;
const CONNECTIONS = 10;
/** Under load: rounds of this many seconds for the gateway and for the bare statements, alternating. */
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const LOAD_ROUNDS = 3;
/** The deep page: the one after following `next` this many times. */
const DEEP_PAGES = 50;
const UPLOADS = Number(process.env.UPLOADS ?? 30);
const HALL_TARGET_MS = 30;
const UPLOAD_TARGET_MS = 1000;
const PG_NAME = 'showfloor_bench_demand_hall';
const HEADING = '## Supply-and-demand hall';
const RUNS = (process.env.RUNS ?? 'postgres,upload,pglite').split(',');
// The upload's token is minted in-process by an authority answering as http://127.0.0.1: the gateway vouches for
// that issuer. Rate limiting is off: the figures are the calls', not the limiter's.
const ENV = { LOG_LEVEL: 'warn', RATE_LIMIT: 'off', PUBLIC_ORIGINS: 'http://127.0.0.1' };
/** The hall as the web asks it: the Chinese interface, a page of DEMAND_PAGE_SIZE. */
const LANG = 'zh-CN';

// ---------------------------------------------------------------------------------------------------------------
// 50,000 demands

/** What buyers ask for: the Chinese name, the English one, and the tags a buyer would add. */
const PRODUCTS: [string, string, string[]][] = [
  ['316L不锈钢无缝管', '316L stainless seamless tubes', ['不锈钢', '钢管']],
  ['光伏逆变器', 'solar inverters', ['光伏', '新能源']],
  ['磷酸铁锂电池', 'LiFePO4 battery packs', ['锂电池', '储能']],
  ['LED工矿灯', 'LED high-bay lights', ['LED', '照明']],
  ['六轴工业机器人', 'six-axis industrial robots', ['机器人', '自动化']],
  ['数控车床', 'CNC lathes', ['数控', '机床']],
  ['食品包装机', 'food packaging machines', ['包装', '食品机械']],
  ['纯棉针织面料', 'cotton knit fabric', ['面料', '纺织']],
  ['户外折叠椅', 'outdoor folding chairs', ['户外', '家具']],
  ['陶瓷餐具', 'ceramic tableware', ['陶瓷', '餐具']],
  ['蓝牙耳机', 'Bluetooth earphones', ['耳机', '消费电子']],
  ['智能手表', 'smart watches', ['智能穿戴']],
  ['医用口罩', 'medical face masks', ['医疗', '防护']],
  ['电动自行车', 'electric bicycles', ['电动车', '出行']],
  ['汽车刹车片', 'brake pads', ['汽配']],
  ['单晶太阳能板', 'monocrystalline solar panels', ['光伏', '太阳能']],
  ['液压油缸', 'hydraulic cylinders', ['液压']],
  ['离心水泵', 'centrifugal pumps', ['水泵', '流体']],
  ['铝合金型材', 'aluminium profiles', ['铝材', '建材']],
  ['实木地板', 'solid wood flooring', ['地板', '建材']],
  ['茶叶礼盒', 'tea gift boxes', ['茶叶', '礼品']],
  ['特级初榨橄榄油', 'extra virgin olive oil', ['食品', '进口']],
  ['葡萄酒', 'red wine', ['酒类', '进口']],
  ['宠物食品', 'pet food', ['宠物']],
  ['化妆品原料', 'cosmetic ingredients', ['美妆', '原料']],
  ['PCB电路板', 'printed circuit boards', ['PCB', '电子']],
  ['工业传感器', 'industrial sensors', ['传感器', '自动化']],
  ['服务器机柜', 'server racks', ['数据中心']],
  ['植保无人机', 'crop-spraying drones', ['无人机', '农业']],
  ['3D打印机', '3D printers', ['3D打印']],
  ['空气净化器', 'air purifiers', ['家电']],
  ['咖啡生豆', 'green coffee beans', ['咖啡', '食品']],
  ['瓦楞纸箱', 'corrugated cartons', ['包装', '纸品']],
  ['玻璃瓶', 'glass bottles', ['包装', '玻璃']],
  ['安全帽', 'safety helmets', ['劳保', '防护']],
  ['电线电缆', 'electric cables', ['电缆', '电工']],
  ['电动叉车', 'electric forklifts', ['物流', '叉车']],
  ['冷藏集装箱', 'reefer containers', ['冷链', '物流']],
  ['儿童玩具', "children's toys", ['玩具', '母婴']],
  ['瑜伽垫', 'yoga mats', ['运动', '健身']],
];
const CITIES: [string, string][] = [
  ['宁波', 'Ningbo'],
  ['深圳', 'Shenzhen'],
  ['上海', 'Shanghai'],
  ['广州', 'Guangzhou'],
  ['青岛', 'Qingdao'],
  ['里斯本', 'Lisbon'],
  ['迪拜', 'Dubai'],
  ['汉堡', 'Hamburg'],
];
const UNITS = ['吨', '件', '套', '台', '箱', 'pcs', 'kg', 'm'];
/** FDA is rare on purpose: the rare-keyword shape looks for it. */
const certificate = (r: number) =>
  r < 0.004 ? 'FDA' : (['CE', 'ISO 9001', 'RoHS', 'SGS', 'UL'][Math.floor(r * 5)] ?? 'CE');
const ZH_EXTRAS = [
  '可接受OEM定制。',
  '优先考虑有出口经验的工厂。',
  '样品确认后下单，信用证付款。',
  '长期采购，量大从优。',
];
const EN_EXTRAS = [
  'OEM welcome.',
  'Factories with export experience preferred.',
  'Samples first, then a trial order.',
  'Long-term purchase, volume pricing expected.',
];
const GENERIC_TAGS = ['OEM', '现货', '外贸', '长期合作', 'Samples', 'FOB'];
const COMPANIES = [
  '宁波海通贸易有限公司',
  '深圳市联创科技有限公司',
  'Lusitania Imports Lda',
  'Gulf Trading FZE',
  '青岛远洋供应链有限公司',
  'Hanse Einkauf GmbH',
];

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** A buyer's words for one demand: half in Chinese, a quarter in English, a quarter in both. */
function demandWords(r: () => number) {
  const [zh, en, productTags] = pick(r, PRODUCTS);
  const [cityZh, cityEn] = pick(r, CITIES);
  const quantity = 1 + Math.floor(r() ** 2 * 99_999);
  const unit = pick(r, UNITS);
  const cert = certificate(r());
  const language = r();
  const zhTitle = pick(r, [
    `求购${zh}`,
    `采购${quantity}${unit}${zh}`,
    `寻找${zh}长期供应商`,
    `急需${zh}，${cityZh}交货`,
  ]);
  const enTitle = pick(r, [
    `Looking for ${en} suppliers`,
    `Buying ${quantity} ${unit} of ${en}`,
    `RFQ: ${en}, delivery to ${cityEn}`,
  ]);
  const zhText = `需要${zh}，数量${quantity}${unit}，${cityZh}交货。需提供${cert}认证，请附报价和交期。${pick(r, ZH_EXTRAS)}`;
  const enText = `We need ${quantity} ${unit} of ${en} delivered to ${cityEn}. ${cert} certificate required; please quote the FOB price and lead time. ${pick(r, EN_EXTRAS)}`;
  const [title, description] =
    language < 0.5
      ? [zhTitle, zhText]
      : language < 0.75
        ? [enTitle, enText]
        : [`${zhTitle} ${en}`, `${zhText}\n${enText}`];
  const tags = [...new Set([...productTags, ...GENERIC_TAGS.filter(() => r() < 0.15)])].slice(
    0,
    Math.floor(r() * 6),
  );
  return { title, description, tags, quantity, unit };
}

/**
 * Buyers, then DEMANDS published and running demands of the demo event in batches, then ANALYZE: through drizzle's
 * insert (the same statement on both engines), the search text built by the repository's own demandDoc.
 */
async function seedDemands(db: Db): Promise<void> {
  const started = performance.now();
  const r = randomFrom(13);
  const buyers = Array.from({ length: BUYERS }, (_, i) => ({
    id: randomUUID(),
    email: `demand-${i}@bench.showfloor.test`,
    passwordHash: '!',
    fullName: i % 2 ? `Buyer ${i}` : `采购员${i}`,
    company: COMPANIES[i % COMPANIES.length]!,
  }));
  await db.insert(accounts).values(buyers);
  const cats = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.bventId, DEMO_EVENT_ID));
  const today = epochToBeijing(E2E_NOW).slice(0, 10);
  const planner = demoAccountId('planner');
  const BATCH = 500;
  for (let i = 0; i < DEMANDS; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, DEMANDS - i) }, () => {
      const words = demandWords(r);
      const buyer = pick(r, buyers);
      // Spread over the 30 days before the fair's clock, to the millisecond (ties are the keyset's id's job).
      const publishedAt = new Date(E2E_NOW - Math.floor(r() * 30 * 86_400_000));
      const createdAt = new Date(publishedAt.getTime() - Math.floor(r() * 2 * 86_400_000));
      const validUntil = addDays(today, 14 + Math.floor(r() * 170));
      return {
        id: randomUUID(),
        bventId: DEMO_EVENT_ID,
        buyerAccountId: buyer.id,
        buyerName: buyer.fullName,
        buyerCompany: buyer.company,
        title: words.title,
        description: words.description,
        categoryId: r() < 0.9 ? pick(r, cats).id : null,
        quantity: words.quantity,
        unit: words.unit,
        validUntil,
        expiresAt: new Date(demandExpiresAt(validUntil)),
        tags: words.tags,
        state: 'published' as const,
        reviewedBy: planner,
        reviewedAt: publishedAt,
        publishedAt,
        replyCount: Math.floor(r() ** 3 * 12),
        doc: sql`${demandDoc(words.title, words.tags, words.description)}::tsvector`,
        createdAt,
        updatedAt: publishedAt,
      };
    });
    await db.insert(demands).values(rows);
  }
  await db.execute(sql`ANALYZE demands`);
  console.log(`${DEMANDS} demands in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// ---------------------------------------------------------------------------------------------------------------
// The hall's shapes, through the gateway and bare

interface Statement {
  text: string;
  values: unknown[];
}
/** Runs one statement on the engine, rows as arrays (as drizzle asks for a select). */
type Runner = (s: Statement) => Promise<unknown[][]>;

interface Shape {
  name: string;
  query: Record<string, string>;
  /** Rows the filter matches, for the reader (null: every published demand). */
  matching: number | null;
}

/**
 * The statements the gateway runs for one hall call: the service itself, on a database whose logger keeps what it
 * sends (so the category branch's lookup is in, and the SQL is the repository's to the byte). Its clock is the
 * gateway's; the card and upload ports are never touched by the hall.
 */
async function statementsOf(db: Db, log: Statement[], q: Record<string, string>, now: number) {
  log.length = 0;
  const service = new DemandService(new DemandRepository(db), null as never, null as never, fixedClock(now));
  const page = await service.hall({ bventId: DEMO_EVENT_ID, pageSize: DEMAND_PAGE_SIZE, ...q }, LANG);
  return { statements: [...log], items: page.items.length };
}

const keeping = (log: Statement[]): Logger => ({
  logQuery: (text, values) => log.push({ text, values }),
});

interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  n: number;
}
const latencies = (xs: number[]): Latencies => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), n: s.length };
};

const hallUrl = (origin: string, q: Record<string, string>) =>
  `${origin}/api${demandHall.path}?${new URLSearchParams({ bventId: DEMO_EVENT_ID, pageSize: String(DEMAND_PAGE_SIZE), ...q })}`;
const hallHeaders = { [HEADERS.language]: LANG };

async function hallPage(url: string): Promise<TDemandHall> {
  const r = await fetch(url, { headers: hallHeaders });
  const body = (await r.json()) as { isSuccess: boolean; returnObj: TDemandHall };
  if (r.status !== 200 || !body.isSuccess) throw new Error(`${url}: ${r.status} ${JSON.stringify(body)}`);
  return body.returnObj;
}

/** One request through the gateway: from sending it to the end of its body. */
async function timeGateway(url: string): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(url, { headers: hallHeaders });
  const body = await r.text();
  const ms = performance.now() - t0;
  if (r.status !== 200 || !body.includes('"isSuccess":true')) throw new Error(`${url}: ${r.status} ${body}`);
  return ms;
}

async function timeBare(run: Runner, statements: Statement[]): Promise<number> {
  const t0 = performance.now();
  for (const s of statements) await run(s);
  return performance.now() - t0;
}

/** 10 connections on the gateway for `seconds` (autocannon), every response's time kept. */
function cannon(url: string, seconds: number): Promise<number[]> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let failed = 0;
    const instance = autocannon(
      {
        url: u.origin,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ method: 'GET', path: `${u.pathname}${u.search}`, headers: hallHeaders }],
      },
      (err, result) => {
        if (err) reject(err);
        else if (failed + result.errors + result.non2xx > 0)
          reject(new Error(`${url}: ${failed} failed, ${result.errors} errors under load`));
        else resolve(times);
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) times.push(ms);
      else failed++;
    });
  });
}

/** The bare statements from 10 workers at once for `seconds` (the pool has 10 connections). */
async function bareLoad(run: Runner, statements: Statement[], seconds: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) times.push(await timeBare(run, statements));
    }),
  );
  return times;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the hall's own statement: the scans on demands, any sort, buffers, time. */
async function planOf(run: Runner, hall: Statement): Promise<{ plan: string; executionMs: number }> {
  const rows = await run({ text: `EXPLAIN (ANALYZE, BUFFERS) ${hall.text}`, values: hall.values });
  const lines = rows.map((r) => String(r[0]));
  const tidy = (l: string) =>
    l
      .replace(/^[\s->]+/, '')
      .replace(/\s*\(cost=[^)]*\)/, '')
      .replace(/\(actual time=[^ ]+ /, '(actual ')
      .trim();
  const scans = lines.filter((l) => /Scan/.test(l) && !/on categories|categories_pkey/.test(l)).map(tidy);
  // What the scan read and threw away (a keyset that is a filter, not an index condition, shows here).
  const removed = lines.filter((l) => /Rows Removed by (Filter|Index Recheck)/.test(l)).map(tidy);
  const sort = lines.find((l) => /Sort Method/.test(l));
  const buffers = lines.find((l) => /Buffers:/.test(l));
  const executionMs = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
  const plan = [
    ...scans,
    ...removed,
    ...(sort ? [tidy(sort)] : []),
    ...(buffers ? [`top node ${tidy(buffers)}`] : []),
  ].join('; ');
  return { plan, executionMs };
}

interface ShapeFigures {
  shape: Shape;
  items: number;
  statements: number;
  sequential: { gateway: Latencies; bare: Latencies };
  load: {
    gateway: Latencies;
    bare: Latencies;
    gatewayRps: number;
    bareRps: number;
    /** The gateway's CPU per request under load (ms), and PostgreSQL's backends' (null on PGlite). */
    gatewayCpuMs: number | null;
    backendsCpuMs: number | null;
  };
  plan: string;
  executionMs: number;
}

interface Engine {
  name: 'PostgreSQL' | 'PGlite';
  server: RunningServer;
  /** The gateway's clock (CLOCK_AT runs on from the start). */
  now: () => number;
  capture: { db: Db; log: Statement[] };
  run: Runner;
  /** PostgreSQL's database name, to read its backends' CPU time. */
  pgDatabase?: string;
}

/** A shape ready to time: its address on the gateway and the statements the gateway runs for it. */
interface Prepared {
  shape: Shape;
  url: string;
  statements: Statement[];
  items: number;
  seq: { gateway: number[]; bare: number[] };
  load: { gateway: number[]; bare: number[]; cpu: number; backends: number };
}

/**
 * Every shape timed round-robin, so that a burst from the machine's other tenants lands on all of them rather than
 * on whichever ran at the time: first one request at a time (the gateway and the bare statements interleaved, the
 * order swapped each time), then rounds of 10 connections (each shape's gateway then bare, the order swapped each
 * round), then one EXPLAIN each.
 */
async function measureShapes(e: Engine, shapes: Shape[]): Promise<ShapeFigures[]> {
  const prepared: Prepared[] = [];
  for (const shape of shapes) {
    const url = hallUrl(e.server.url, shape.query);
    const { statements, items } = await statementsOf(e.capture.db, e.capture.log, shape.query, e.now());
    const served = await hallPage(url);
    if (served.items.length !== items)
      throw new Error(
        `${shape.name}: the gateway answered ${served.items.length} items, the service ${items}`,
      );
    for (let i = 0; i < WARM; i++) {
      await timeGateway(url);
      await timeBare(e.run, statements);
    }
    const empty = () => ({ gateway: [] as number[], bare: [] as number[] });
    prepared.push({ shape, url, statements, items, seq: empty(), load: { ...empty(), cpu: 0, backends: 0 } });
  }
  for (let i = 0; i < SEQUENTIAL; i++)
    for (const p of prepared) {
      if (i % 2) p.seq.bare.push(await timeBare(e.run, p.statements));
      p.seq.gateway.push(await timeGateway(p.url));
      if (i % 2 === 0) p.seq.bare.push(await timeBare(e.run, p.statements));
    }
  for (let round = 0; round < LOAD_ROUNDS; round++)
    for (const p of prepared) {
      const order = round % 2 ? (['bare', 'gateway'] as const) : (['gateway', 'bare'] as const);
      for (const which of order) {
        if (which === 'bare') {
          p.load.bare.push(...(await bareLoad(e.run, p.statements, LOAD_SECONDS)));
          continue;
        }
        const cpu0 = processCpu(e.server.pid);
        const b0 = e.pgDatabase ? backendsCpu(e.pgDatabase) : new Map<number, number>();
        p.load.gateway.push(...(await cannon(p.url, LOAD_SECONDS)));
        p.load.cpu += (processCpu(e.server.pid) ?? NaN) - (cpu0 ?? NaN);
        if (e.pgDatabase) p.load.backends += backendsSpent(b0, backendsCpu(e.pgDatabase));
      }
    }
  const seconds = LOAD_ROUNDS * LOAD_SECONDS;
  const out: ShapeFigures[] = [];
  for (const p of prepared) {
    const { plan, executionMs } = await planOf(e.run, p.statements.at(-1)!);
    const f: ShapeFigures = {
      shape: p.shape,
      items: p.items,
      statements: p.statements.length,
      sequential: { gateway: latencies(p.seq.gateway), bare: latencies(p.seq.bare) },
      load: {
        gateway: latencies(p.load.gateway),
        bare: latencies(p.load.bare),
        gatewayRps: p.load.gateway.length / seconds,
        bareRps: p.load.bare.length / seconds,
        gatewayCpuMs: Number.isNaN(p.load.cpu) ? null : (p.load.cpu * 1000) / p.load.gateway.length,
        backendsCpuMs: e.pgDatabase ? (p.load.backends * 1000) / p.load.gateway.length : null,
      },
      plan,
      executionMs,
    };
    console.log(
      `${e.name} ${p.shape.name}: gateway p95 ${f.sequential.gateway.p95.toFixed(1)} ms, bare ${f.sequential.bare.p95.toFixed(1)} ms; ` +
        `10 connections ${f.load.gateway.p95.toFixed(1)} / ${f.load.bare.p95.toFixed(1)} ms; ${plan}`,
    );
    out.push(f);
  }
  return out;
}

/** The shapes on this engine's data: the branch with the most categories, the cursor 50 pages in. */
async function shapesOf(e: Engine): Promise<Shape[]> {
  const count = async (where: string, values: unknown[]) =>
    Number(
      (
        await e.run({
          text: `SELECT count(*) FROM demands WHERE bvent_id = $1 AND state = 'published' AND ${where}`,
          values: [DEMO_EVENT_ID, ...values],
        })
      )[0]![0],
    );
  const [branch] = await e.run({
    text: `SELECT p.id, array_agg(c.id) || p.id FROM categories p JOIN categories c ON c.parent_id = p.id
           WHERE p.bvent_id = $1 GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`,
    values: [DEMO_EVENT_ID],
  });
  const [leaf] = await e.run({
    text: `SELECT id, ARRAY[id] FROM categories WHERE bvent_id = $1 ORDER BY id LIMIT 1`,
    values: [DEMO_EVENT_ID],
  });
  const [categoryId, branchIds] = (branch ?? leaf) as [string, string[]];
  let before: string | null = null;
  for (let i = 0; i < DEEP_PAGES; i++)
    before = (await hallPage(hallUrl(e.server.url, before ? { before } : {}))).next;
  if (!before) throw new Error(`the hall has fewer than ${DEEP_PAGES} pages`);
  const keyword = async (name: string, word: string): Promise<Shape> => ({
    name: `${name} "${word}"`,
    query: { keyword: word },
    // The tsquery the service builds, as its statement carries it.
    matching: await count('doc @@ $2::tsquery', [
      (await statementsOf(e.capture.db, e.capture.log, { keyword: word }, e.now())).statements
        .at(-1)!
        .values.find((v) => typeof v === 'string' && v.startsWith("'"))!,
    ]),
  });
  return [
    { name: 'first page', query: {}, matching: null },
    {
      name: `category branch (${branchIds.length} categories)`,
      query: { categoryId },
      matching: await count('category_id = ANY($2::uuid[])', [branchIds]),
    },
    await keyword('Chinese keyword', '不锈钢'),
    await keyword('English keyword', 'solar'),
    await keyword('rare keyword', 'FDA'),
    { name: `page ${DEEP_PAGES + 1} (after ${DEEP_PAGES} "next")`, query: { before }, matching: null },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures

interface UploadFigures {
  kind: string;
  bytes: number;
  pixels: string;
  gateway: number[];
  baseline: number[];
  /** In-process medians (ms) of each step the gateway takes. */
  steps: Record<string, number>;
}

/** GETs answered with something else than the picture (an upload is visible once its call answers: expected 0). */
let notServedYet = 0;

/** POST the body, then GET the address it answers until it is served: from the POST's start to the GET's end. */
async function uploadToVisible(
  origin: string,
  post: string,
  body: string,
  headers: Record<string, string>,
  urlOf: (answer: unknown) => string,
): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(`${origin}${post}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const answer: unknown = await r.json();
  if (r.status !== 200) throw new Error(`${post}: ${r.status} ${JSON.stringify(answer)}`);
  const address = urlOf(answer);
  for (let tries = 0; ; tries++) {
    const g = await fetch(`${origin}${address}`);
    const bytes = await g.arrayBuffer();
    if (g.status === 200 && bytes.byteLength > 0) break;
    notServedYet++;
    if (tries > 100) throw new Error(`${address}: never served (${g.status})`);
    await new Promise((done) => setTimeout(done, 10));
  }
  return performance.now() - t0;
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** Where the gateway's time goes, step by step in this process (sharp as the gateway runs it), medians. */
async function uploadSteps(photos: Buffer[], bodies: string[]): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'showfloor-upload-steps-'));
  const steps: Record<string, number[]> = {};
  const time = async <T>(name: string, f: () => Promise<T> | T): Promise<T> => {
    const t0 = performance.now();
    const out = await f();
    (steps[name] ??= []).push(performance.now() - t0);
    return out;
  };
  try {
    for (let i = 0; i < Math.min(10, photos.length); i++) {
      const { data } = await time('JSON.parse of the body', () => JSON.parse(bodies[i]!) as { data: string });
      const input = await time('base64 decode', () => Buffer.from(data, 'base64'));
      await time('sharp: read the header', () => sharp(input).metadata());
      const { data: raw, info } = await time('sharp: decode', () =>
        sharp(input).raw().toBuffer({ resolveWithObject: true }),
      );
      const out = await time('sharp: re-encode (libjpeg-turbo, q85)', () =>
        sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
      // Not what the gateway does since 17ccb22: mozjpeg, as it re-encoded before, for the record.
      const moz = await time('for comparison: re-encode with mozjpeg (q85)', () =>
        sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer(),
      );
      (steps['for comparison: its size with mozjpeg (KB)'] ??= []).push(moz.length / 1024);
      await time('sha-256 of the result', () => createHash('sha256').update(out).digest('hex'));
      await time('write (temp file, rename)', async () => {
        const file = join(dir, `${i}.jpg`);
        await writeFile(`${file}.part`, out);
        await rename(`${file}.part`, file);
      });
      // The gateway's own check, whole (header, decode, rotate, re-encode, hash in one pipeline).
      const accepted = await time('acceptImage, whole', () => acceptImage(input, DEMAND_PICTURE_MAX_BYTES));
      if (!accepted) throw new Error('acceptImage refused a bench photo');
      (steps['stored size (KB)'] ??= []).push(accepted.bytes.length / 1024);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, median(v)]));
}

async function measureUploads(server: RunningServer, token: string): Promise<UploadFigures[]> {
  const baseline = await startBaseline();
  const out: UploadFigures[] = [];
  try {
    const warm = 3;
    const kinds: { kind: string; pixels: string; photos: Buffer[] }[] = [];
    const noise = [];
    for (let seed = 1; seed <= UPLOADS + warm; seed++)
      noise.push(await noisePhoto(seed, DEMAND_PICTURE_MAX_BYTES));
    const side = (await sharp(noise[0]!).metadata()).width!;
    kinds.push({
      kind: 'noise',
      pixels: `${side}×${side} (${((side * side) / 1e6).toFixed(2)} MP)`,
      photos: noise,
    });
    kinds.push({
      kind: 'photo-like',
      pixels: `${PHOTO.width}×${PHOTO.height} (${((PHOTO.width * PHOTO.height) / 1e6).toFixed(1)} MP)`,
      photos: await photoLike(UPLOADS + warm, DEMAND_PICTURE_MAX_BYTES),
    });
    for (const { kind, pixels, photos } of kinds) {
      const bodies = photos.map((p) =>
        JSON.stringify({ bventId: DEMO_EVENT_ID, data: p.toString('base64') }),
      );
      const gateway: number[] = [];
      const base: number[] = [];
      const toGateway = (i: number) =>
        uploadToVisible(
          server.url,
          `/api${uploadDemandPicture.path}`,
          bodies[i]!,
          { [HEADERS.authorization]: `Bearer ${token}`, [HEADERS.language]: LANG },
          (a) => (a as { returnObj: { url: string } }).returnObj.url,
        );
      const toBaseline = (i: number) =>
        uploadToVisible(baseline.url, '/upload', bodies[i]!, {}, (a) => (a as { url: string }).url);
      for (let i = 0; i < photos.length; i++) {
        const measured = i >= warm;
        // Interleaved, the order swapped each time.
        if (i % 2) {
          const b = await toBaseline(i);
          if (measured) base.push(b);
        }
        const g = await toGateway(i);
        if (measured) gateway.push(g);
        if (i % 2 === 0) {
          const b = await toBaseline(i);
          if (measured) base.push(b);
        }
      }
      const bytes = median(photos.map((p) => p.length));
      out.push({ kind, bytes, pixels, gateway, baseline: base, steps: await uploadSteps(photos, bodies) });
      console.log(
        `upload ${kind}: gateway p95 ${percentile(
          gateway.sort((a, b) => a - b),
          95,
        ).toFixed(0)} ms, baseline ${percentile(
          base.sort((a, b) => a - b),
          95,
        ).toFixed(0)} ms`,
      );
    }
  } finally {
    baseline.stop();
  }
  return out;
}

/** A token for the demo visitor (a registered attendee: a buyer), minted in-process. */
async function buyerToken(database: Database): Promise<string> {
  return (await mintTokens(database, [demoAccountId('visitor')]))[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// The runs

interface EngineFigures {
  engine: Engine['name'];
  shapes: ShapeFigures[];
}

async function onPostgres(): Promise<{ hall: EngineFigures | null; uploads: UploadFigures[] } | null> {
  const url = await postgresUrlForBench(PG_NAME);
  if (!url) return null;
  const database = await openDemoDatabase({ databaseUrl: url });
  let token: string;
  try {
    await seedDemands(database.db);
    token = await buyerToken(database);
  } finally {
    await database.close();
  }
  const server = await startServer({ ...ENV, DATABASE_URL: url }, newDataDir());
  const clock = clockFrom(E2E_NOW);
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const log: Statement[] = [];
  try {
    const engine: Engine = {
      name: 'PostgreSQL',
      server,
      now: () => clock.now(),
      capture: { db: drizzlePg(pool, { schema, logger: keeping(log) }), log },
      run: async (s) => (await pool.query({ text: s.text, values: s.values, rowMode: 'array' })).rows,
      pgDatabase: PG_NAME,
    };
    const hall = RUNS.includes('postgres') ? await measureHall(engine) : null;
    const uploads = RUNS.includes('upload') ? await measureUploads(server, token) : [];
    return { hall, uploads };
  } finally {
    await pool.end();
    await server.stop();
  }
}

async function measureHall(e: Engine): Promise<EngineFigures> {
  return { engine: e.name, shapes: await measureShapes(e, await shapesOf(e)) };
}

async function onPglite(): Promise<EngineFigures> {
  const dataDir = newDataDir();
  const database = await openDemoDatabase({ dataDir });
  try {
    await seedDemands(database.db);
  } finally {
    await database.close();
  }
  // The bare statements run on a copy in this process (the gateway holds its directory).
  const copy = newDataDir();
  cpSync(dataDir, copy, { recursive: true });
  const server = await startServer(ENV, dataDir);
  const clock = clockFrom(E2E_NOW);
  const pglite = new PGlite(join(copy, 'pglite'));
  const log: Statement[] = [];
  try {
    return await measureHall({
      name: 'PGlite',
      server,
      now: () => clock.now(),
      capture: { db: drizzlePglite(pglite, { schema, logger: keeping(log) }), log },
      run: async (s) => (await pglite.query<unknown[]>(s.text, s.values, { rowMode: 'array' })).rows,
    });
  } finally {
    await pglite.close();
    await server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The report

const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const trio = (l: Latencies) => `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)}`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const pct = (n: number | null) =>
  n === null
    ? `all ${DEMANDS.toLocaleString('en-US')}`
    : `${n.toLocaleString('en-US')} (${((n / DEMANDS) * 100).toFixed(1)}%)`;

function hallTables(f: EngineFigures): string {
  const seq = f.shapes.map(
    (s) =>
      `| ${s.shape.name} | ${pct(s.shape.matching)} | ${trio(s.sequential.gateway)} | ${trio(s.sequential.bare)} | ${(s.sequential.gateway.p95 / s.sequential.bare.p95).toFixed(1)}x | ${ms(s.sequential.gateway.p50 - s.sequential.bare.p50)} ms | ${verdict(s.sequential.gateway.p95 <= HALL_TARGET_MS)} |`,
  );
  const load = f.shapes.map(
    (s) =>
      `| ${s.shape.name} | ${trio(s.load.gateway)} | ${s.load.gatewayRps.toFixed(0)} | ${s.load.gatewayCpuMs === null ? 'n/a' : ms(s.load.gatewayCpuMs)}${s.load.backendsCpuMs === null ? '' : ` + ${ms(s.load.backendsCpuMs)}`} ms | ${trio(s.load.bare)} | ${s.load.bareRps.toFixed(0)} | ${(s.load.gateway.p95 / s.load.bare.p95).toFixed(1)}x | ${verdict(s.load.gateway.p95 <= HALL_TARGET_MS)} |`,
  );
  const plans = f.shapes.map(
    (s) => `| ${s.shape.name} | ${s.statements} | ${s.plan} | ${s.executionMs.toFixed(2)} ms |`,
  );
  const cpu = f.engine === 'PostgreSQL' ? 'gateway + backends CPU / request' : 'gateway CPU / request';
  return `### ${f.engine}: one request at a time (${SEQUENTIAL} each, after ${WARM} to warm)

| shape | demands matching | gateway p50 / p95 / p99 (ms) | bare statements p50 / p95 / p99 (ms) | p95 gateway / bare | gateway adds (p50) | p95 <= ${HALL_TARGET_MS} ms |
| --- | --- | --- | --- | --- | --- | --- |
${seq.join('\n')}

### ${f.engine}: ${CONNECTIONS} connections (${LOAD_ROUNDS} rounds of ${LOAD_SECONDS} s each, alternating)

| shape | gateway p50 / p95 / p99 (ms) | gateway req/s | ${cpu} | bare p50 / p95 / p99 (ms) | bare runs/s | p95 gateway / bare | p95 <= ${HALL_TARGET_MS} ms |
| --- | --- | --- | --- | --- | --- | --- | --- |
${load.join('\n')}

### ${f.engine}: plans (EXPLAIN (ANALYZE, BUFFERS) of the hall statement, once, after the runs)

| shape | statements a call | scans on demands; sort; buffers | execution |
| --- | --- | --- | --- |
${plans.join('\n')}
${loadArithmetic(f)}`;
}

/**
 * CPU a request (gateway + backends) and the least mean wait it means for 10 requests in flight: the gateway's one
 * thread runs its part of every request (on PGlite the database's too), and all of it shares the machine's cores.
 */
const cpuFloor = (s: ShapeFigures) => {
  const gateway = s.load.gatewayCpuMs ?? NaN;
  const cpu = gateway + (s.load.backendsCpuMs ?? 0);
  const thread = CONNECTIONS * gateway;
  const cores = (CONNECTIONS * cpu) / availableParallelism();
  return { gateway, cpu, thread, cores, floor: Math.max(thread, cores) };
};

/** Why a shape misses the target under load: one gateway thread and the backends share the machine's cores. */
function loadArithmetic(f: EngineFigures): string {
  const missed = f.shapes.filter((s) => s.load.gateway.p95 > HALL_TARGET_MS && s.load.gatewayCpuMs !== null);
  if (missed.length === 0) return '';
  const n = availableParallelism();
  const lines = missed.map((s) => {
    const { gateway, cpu, thread, cores, floor } = cpuFloor(s);
    const backends = s.load.backendsCpuMs === null ? '' : ` + ${ms(s.load.backendsCpuMs)} ms in the backends`;
    return (
      `- ${s.shape.name}: ${ms(gateway)} ms in the gateway${backends} = ${ms(cpu)} ms of CPU a request. ` +
      `${CONNECTIONS} requests in flight wait on average at least max(${CONNECTIONS} × ${ms(gateway)} on the gateway's ` +
      `one thread, ${CONNECTIONS} × ${ms(cpu)} / ${n} cores) = max(${ms(thread)}, ${ms(cores)}) = ${ms(floor)} ms, ` +
      `before the load generator's share and the machine's other tenants; measured (Little) ${CONNECTIONS} / ` +
      `${s.load.gatewayRps.toFixed(0)} req/s = ${ms((1000 * CONNECTIONS) / s.load.gatewayRps)} ms, and the p95 ` +
      `${(s.load.gateway.p95 / s.load.gateway.p50).toFixed(1)}x the p50.`
    );
  });
  return `\n${f.engine}, ${CONNECTIONS} connections, the arithmetic of each miss:\n\n${lines.join('\n')}\n`;
}

function uploadTable(figures: UploadFigures[]): string {
  const rows = figures.map((u) => {
    const g = [...u.gateway].sort((a, b) => a - b);
    const b = [...u.baseline].sort((a, b2) => a - b2);
    const p95 = percentile(g, 95);
    return `| ${u.kind} | ${(u.bytes / 1024).toFixed(0)} KB, ${u.pixels} | ${g.length} | ${ms(percentile(g, 50))} / ${ms(p95)} / ${ms(g.at(-1)!)} | ${ms(percentile(b, 50))} / ${ms(percentile(b, 95))} / ${ms(b.at(-1)!)} | ${verdict(p95 <= UPLOAD_TARGET_MS)} |`;
  });
  const names = Object.keys(figures[0]?.steps ?? {});
  const steps = names.map((n) => `| ${n} | ${figures.map((u) => ms(u.steps[n] ?? NaN)).join(' | ')} |`);
  return `| photo | size | runs | gateway p50 / p95 / max (ms) | baseline p50 / p95 / max (ms) | p95 <= ${UPLOAD_TARGET_MS} ms |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Where the gateway's time goes, each step timed on its own in the benchmark's process on the first 10 photos of each
kind (medians, ms; sharp as acceptImage runs it, decode and re-encode split into two pipelines, so they add up to a
little more than the one pipeline "acceptImage, whole"):

| step | ${figures.map((u) => u.kind).join(' | ')} |
| --- | ${figures.map(() => '---').join(' | ')} |
${steps.join('\n')}
`;
}

const load0 = loadavg()[0] ?? 0;
const pgRun = RUNS.some((r) => r === 'postgres' || r === 'upload') ? await onPostgres() : null;
const pgliteRun = RUNS.includes('pglite') ? await onPglite() : null;
const load1 = loadavg()[0] ?? 0;

const pgHall = pgRun?.hall ?? null;
const first = pgHall?.shapes[0];
const worstSeq = pgHall ? Math.max(...pgHall.shapes.map((s) => s.sequential.gateway.p95)) : NaN;
const worstLoad = pgHall ? Math.max(...pgHall.shapes.map((s) => s.load.gateway.p95)) : NaN;
const uploads = pgRun?.uploads ?? [];
const worstUpload = uploads.length
  ? Math.max(
      ...uploads.map((u) =>
        percentile(
          [...u.gateway].sort((a, b) => a - b),
          95,
        ),
      ),
    )
  : NaN;

/**
 * The target as this run reads it, and, when 10 connections miss it, a target for them from the arithmetic: twice
 * the mean floor (the p95 ran at about twice the p50), rounded up to 10 ms, and 10 ms for the load generator.
 */
function proposal(): string {
  if (!pgHall) return '';
  const read =
    `The issue's ${HALL_TARGET_MS} ms is read here as the p95 of one request at a time (a visitor scrolling the ` +
    `hall): ${worstSeq <= HALL_TARGET_MS ? 'met by every shape' : 'NOT met'} on PostgreSQL.`;
  const missed = pgHall.shapes.filter((s) => s.load.gateway.p95 > HALL_TARGET_MS);
  if (missed.length === 0) return `${read} Under ${CONNECTIONS} connections every shape meets it too.\n`;
  const groups = [
    {
      name: 'the list without a keyword (index walks)',
      shapes: pgHall.shapes.filter((s) => !s.shape.query.keyword),
    },
    { name: 'keyword search', shapes: pgHall.shapes.filter((s) => s.shape.query.keyword) },
  ];
  const targets = groups.map(({ name, shapes }) => {
    if (shapes.every((s) => s.load.gateway.p95 <= HALL_TARGET_MS))
      return `${name} p95 <= ${HALL_TARGET_MS} ms (met)`;
    const floor = Math.max(...shapes.map((s) => cpuFloor(s).floor));
    return `${name} p95 <= ${Math.ceil((2 * floor) / 10) * 10 + 10} ms (its mean floor ${ms(floor)} ms)`;
  });
  return (
    `${read} Under ${CONNECTIONS} connections on ${availableParallelism()} shared cores it is NOT met by ` +
    `${missed.map((s) => `${s.shape.name} (${ms(s.load.gateway.p95)} ms)`).join(', ')}: with ${CONNECTIONS} in flight ` +
    `each request waits for the others' CPU time (the arithmetic under the PostgreSQL plans). Proposed: keep ` +
    `<= ${HALL_TARGET_MS} ms for one request at a time, and for ${CONNECTIONS} connections on these cores ` +
    `${targets.join('; ')}: twice the mean floor, rounded up, and 10 ms for the load generator, until the cost of ` +
    `a request comes down.\n`
  );
}

/**
 * What the runs of 2026-11-27 found beyond the tables (figures from this benchmark's first run and from EXPLAIN
 * ANALYZE on its database): kept with the section so the next reader sees why the plans look as they do.
 */
const FINDINGS = `Findings (2026-11-27):

- Fixed with this benchmark (demand.repository.ts \`hall()\`, committed in d324073): the list ordered by
  \`published_at DESC, id DESC\`, which means NULLS FIRST, while demands_hall_idx and demands_hall_category_idx hold
  \`DESC NULLS LAST\` (what drizzle-kit writes for \`.desc()\`), so no index could give the order and PostgreSQL read
  and sorted every published demand for every page. Before the fix this benchmark measured on PostgreSQL, one request
  at a time: first page p95 155 ms (bare statement 145 ms; Parallel Seq Scan of 50,000 rows and a top-N heapsort,
  99.7 ms execution), page 51 116 ms, the category branch 31 ms (its 5,717 rows sorted); under 10 connections the
  first page answered 14 req/s at p95 1.37 s; on PGlite the first page's p95 was 179 ms. It now orders
  \`DESC NULLS LAST\` (the same rows: every published demand has its published_at, and id is never null).
- Not fixed, proposed: the \`before\` position is \`published_at < at OR (published_at = at AND id < id)\`, a filter
  the index walk applies row by row, so a page costs its depth: page 51 reads and drops 1,000 rows (execution
  0.7-2 ms), page 501 10,000 (14.4 ms). Written as a row comparison \`(published_at, id) < (at, id)\` it is an index
  condition: 0.12 ms at either depth.
- Not fixed, proposed: the hall selects every column of demands, so each row carries its \`doc\` tsvector (919 of
  its 1,405 bytes on average) that the list never shows: 32 KB of rows a page instead of 13.5 KB; the bare first
  page 1.29 ms with it, 1.06 ms without (medians of 200).
- Pictures: the first run, with the gateway re-encoding by mozjpeg, measured upload to visible p95 501 ms for noise
  and 975 ms for the photo-like picture (the re-encode alone 186 and 750 ms). 17ccb22 (another session, the same day)
  re-encodes with libjpeg-turbo; the table below is with it.
`;

const section = `${HEADING}

\`npm run bench:demand-hall -w @showfloor/bench\`, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, Node ${process.version}, PostgreSQL on
the same machine (load average ${load0.toFixed(1)} before, ${load1.toFixed(1)} after; the machine is shared). The real gateway (built
bundle, RATE_LIMIT=off) on a database of its own with the demo fair and ${DEMANDS.toLocaleString('en-US')} published, running demands
of the demo event (half Chinese, a quarter English, a quarter both; 90% in one of the event's categories; published
over 30 days; search text by the repository's demandDoc; ANALYZE after loading). The hall call
(\`GET /api${demandHall.path}\`, ${LANG}, pageSize ${DEMAND_PAGE_SIZE}) is timed from this process over HTTP, keep-alive, from the
request to the end of its body. "Bare statements": the statements the gateway runs for that call (captured from
DemandService.hall itself through drizzle's logger: the category branch's lookup and the hall query, the
repository's SQL to the byte, same parameters), run with \`pg\` against the same database from the same process,
interleaved with the gateway's requests: the database's cost and the round trips, the floor the gateway adds to.
The six shapes are timed round-robin (a burst from the machine's other tenants lands on all of them).
Under load: autocannon with ${CONNECTIONS} connections on the gateway, ${CONNECTIONS} workers on a pool of ${CONNECTIONS} for the bare
statements; the load generator runs on the same ${availableParallelism()} cores.

Targets (issue 13): hall list p95 <= ${HALL_TARGET_MS} ms with ${DEMANDS.toLocaleString('en-US')} demands on PostgreSQL; picture upload to
visible <= ${UPLOAD_TARGET_MS / 1000} s for a 1 MB photo.

| figure | measured | target | |
| --- | --- | --- | --- |
| hall p95, PostgreSQL, first page, one at a time | ${first ? `${ms(first.sequential.gateway.p95)} ms` : 'not run'} | <= ${HALL_TARGET_MS} ms | ${first ? verdict(first.sequential.gateway.p95 <= HALL_TARGET_MS) : ''} |
| hall p95, PostgreSQL, worst of the six shapes, one at a time | ${pgHall ? `${ms(worstSeq)} ms` : 'not run'} | <= ${HALL_TARGET_MS} ms | ${pgHall ? verdict(worstSeq <= HALL_TARGET_MS) : ''} |
| hall p95, PostgreSQL, worst of the six shapes, ${CONNECTIONS} connections | ${pgHall ? `${ms(worstLoad)} ms` : 'not run'} | <= ${HALL_TARGET_MS} ms | ${pgHall ? verdict(worstLoad <= HALL_TARGET_MS) : ''} |
| upload to visible p95, worst kind of 1 MB photo | ${uploads.length ? `${ms(worstUpload)} ms` : 'not run'} | <= ${UPLOAD_TARGET_MS} ms | ${uploads.length ? verdict(worstUpload <= UPLOAD_TARGET_MS) : ''} |

${proposal()}
${FINDINGS}
${pgHall ? hallTables(pgHall) : `PostgreSQL: not run${pgRun === null && RUNS.includes('postgres') ? ' (no server at TEST_DATABASE_URL)' : ''}.\n`}
### Picture upload to visible (PostgreSQL gateway)

The demo visitor (a registered attendee: a buyer) posts a jpg just under ${DEMAND_PICTURE_MAX_BYTES.toLocaleString('en-US')} bytes as base64 to
\`POST /api${uploadDemandPicture.path}\`, then GETs the address it answers until it is served (GETs that found nothing yet: ${notServedYet}):
from the start of the POST to the end of the GET's body, a different photo each run (the store is keyed by content),
after 3 to warm. Baseline, interleaved: the same body to bench/demand-upload-baseline.ts, a Fastify server in a
process of its own that decodes the base64, writes the bytes to a file and serves them back: the transport, the JSON,
base64 and the disk, with no token, no check and no re-encoding. Noise is the most bytes for the fewest pixels;
photo-like is a scene with grain at jpg quality 90, 3.1 MP: what a phone photo of 1 MB holds, and what sharp's decode
and re-encode cost most on.

${uploads.length ? uploadTable(uploads) : 'Not run.\n'}${pgliteRun ? `\n${hallTables(pgliteRun)}` : ''}`;

const results = join(repoRoot, 'bench/RESULTS.md');
writeFileSync(results, replaceSection(readFileSync(results, 'utf8'), section));
console.log(section);
