import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getExhibitorDetail } from '@showfloor/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  categories,
  events,
  exhibitorFields,
  exhibitors,
  meetingSlots,
  pavilions,
  products,
  projects,
  searchDocuments,
} from '../src/db/schema/index.ts';
import { REPO_ROOT, SERVER_ROOT } from '../src/env.ts';
import { ImportRefused, idOf, loadFair } from '../src/fair-import/import-fair.ts';
import { formatProblem } from '../src/fair-import/read-fair.ts';
import { type TestApp, api, build, call } from './helpers.ts';

const EXAMPLE = path.join(SERVER_ROOT, 'fair-example');
const BAD = path.join(SERVER_ROOT, 'test/fixtures/fair-bad');
const FAIR = '3a9e2c10-7b4d-4e21-9c55-0f1d2e3b4a01';

/** A scratch copy of the example folder a test may change. */
function copyOfExample(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-fair-'));
  fs.cpSync(EXAMPLE, dir, { recursive: true });
  return dir;
}

async function problemsOf(folder: string): Promise<string[]> {
  const refused = await loadFair(t.db, folder).catch((e: unknown) => e);
  if (!(refused instanceof ImportRefused)) throw new Error(`${folder} was loaded`);
  return refused.problems.map(formatProblem);
}

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t?.close());

const rows = async (table: typeof exhibitors | typeof products | typeof categories | typeof pavilions) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.bventId, FAIR)))[0]?.n;

describe('loading an organizer’s fair (npm run seed -- --from)', () => {
  it('refuses a folder with problems, names each at its file, row and column, and writes nothing', async () => {
    const refused = await loadFair(t.db, BAD).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportRefused);
    const lines = (refused as ImportRefused).problems.map(formatProblem);
    const expected = [
      /^exhibitors\.csv, row 1, colour: is not a column of this file/,
      /^exhibitors\.csv, row 3, name\.zh-CN: holds a control character/,
      /^exhibitors\.csv, row 4, code: exhibitor A-1 is already on row 2$/,
      /^exhibitors\.csv, row 5, pavilion: no pavilion H9 in fair\.json$/,
      /^products\.json, row 1, price: must be a price such as 1999 or 1999\.50$/,
      /^products\.json, row 2, exhibitor: no exhibitor NOPE in the exhibitors file or the event$/,
      /^products\.json, row 2, category: no category NONE in fair\.json$/,
      /^products\.json, row 3, name: needs a zh-CN or en-US text$/,
      /^products\.json, row 3, status: /,
      /^activities\.json, row 1, to: from must be before to$/,
      /^meetings\.json, row 1, exhibitor: no exhibitor GHOST in the exhibitors file or the event$/,
    ];
    for (const re of expected)
      expect(
        lines.some((l) => re.test(l)),
        `${re} in\n${lines.join('\n')}`,
      ).toBe(true);
    expect(lines).toHaveLength(expected.length);
    const [event] = await t.db.select({ n: count() }).from(events).where(eq(events.id, FAIR));
    expect(event?.n).toBe(0);
  });

  it('loads the example fair: event, pavilions, two-level categories, exhibitors from CSV, products from JSON', async () => {
    expect(await loadFair(t.db, EXAMPLE)).toEqual({
      event: 'created',
      pavilions: 2,
      categories: 4,
      exhibitors: 2,
      products: 3,
      projects: 1,
      activities: 1,
      videos: 0,
      slots: 2,
      accounts: 0,
    });
    const [event] = await t.db.select().from(events).where(eq(events.id, FAIR));
    expect(event?.title['zh-HK']).toBe('華南五金機電展');
    expect([event?.startTime, event?.endTime]).toEqual(['2027-04-15 09:00:00', '2027-04-17 15:00:00']);
    const fs001 = idOf(FAIR, 'exhibitor', 'FS-001');
    const res = await call<{ name: string; boothNumber: string }>(t.app, {
      url: api(getExhibitorDetail.path),
      query: { id: fs001, lang: 'en-US' },
    });
    expect(res.status).toBe(200);
    expect(res.body.returnObj).toMatchObject({ name: 'Foshan Precision Hardware Co.', boothNumber: '1A001' });
    // The quoted CSV cell keeps its line break; the website became the CorporateWebsite field.
    const fields = await t.db.select().from(exhibitorFields).where(eq(exhibitorFields.exhibitorId, fs001));
    expect(fields.find((f) => f.fieldName === 'CompanyProfile')?.valueI18n?.['en-US']).toBe(
      'Power tools for twenty years.\nExport to 40 countries.',
    );
    expect(fields.find((f) => f.fieldName === 'CorporateWebsite')?.fieldValue).toBe(
      'https://www.fs-hardware.example.com',
    );
    const [pump] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, idOf(FAIR, 'product', 'QJ-50')));
    expect(pump).toMatchObject({
      price: '2150.00',
      currency: 'USD',
      categoryId: idOf(FAIR, 'category', 'MACH-PUMP'),
    });
    const [overseas] = await t.db
      .select()
      .from(exhibitors)
      .where(eq(exhibitors.id, idOf(FAIR, 'exhibitor', 'GZ-002')));
    expect(overseas?.visibility).toBe('registeredOverseas');
    // Searchable at once: a document per exhibitor and product, the pending product hidden.
    const docs = await t.db.select().from(searchDocuments).where(eq(searchDocuments.bventId, FAIR));
    expect(docs).toHaveLength(5);
    expect(docs.find((d) => d.entityId === idOf(FAIR, 'product', 'AG-125'))?.visible).toBe(false);
    // The programme is written by fair day: day 2 of a fair opening on 15 April is the 16th.
    const [launch] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.id, idOf(FAIR, 'activity', 'FS-LAUNCH')));
    expect(launch).toMatchObject({ exhibitorId: fs001, startTime: '2027-04-16 14:00:00', capacity: 80 });
    const slots = await t.db.select().from(meetingSlots).where(eq(meetingSlots.exhibitorId, fs001));
    expect(slots.map((s) => [s.startTime, s.capacity, s.orgId])).toEqual(
      expect.arrayContaining([
        ['2027-04-15 10:00:00', 2, idOf(FAIR, 'org', 'FS-001')],
        ['2027-04-15 10:30:00', 2, idOf(FAIR, 'org', 'FS-001')],
      ]),
    );
    const [project] = await t.db.select().from(projects).where(eq(projects.exhibitorId, fs001));
    expect(project).toMatchObject({ cate: 'Hardware tools/Power tools', status: 'listed' });
  });

  it('loading again updates the same rows: no copies; the event takes fair.json, keeps what was set elsewhere', async () => {
    // What the fair counted and booked meanwhile: a file that gives no counters and the same slots keeps them.
    const fs001 = idOf(FAIR, 'exhibitor', 'FS-001');
    await t.db.update(exhibitors).set({ visitCount: 77 }).where(eq(exhibitors.id, fs001));
    await t.db.update(activities).set({ registeredCount: 12 }).where(eq(activities.exhibitorId, fs001));
    await t.db.update(meetingSlots).set({ idleCount: 1 }).where(eq(meetingSlots.exhibitorId, fs001));
    await t.db
      .update(events)
      .set({
        title: { 'en-US': 'Renamed by hand' },
        decoration: sql`jsonb_set(decoration, '{themeColor}', '"#123456"')`,
      })
      .where(eq(events.id, FAIR));
    expect((await loadFair(t.db, EXAMPLE)).event).toBe('updated');
    expect([
      await rows(pavilions),
      await rows(categories),
      await rows(exhibitors),
      await rows(products),
    ]).toEqual([2, 4, 2, 3]);
    const [counted] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, fs001));
    expect(counted?.visitCount).toBe(77);
    const [activity] = await t.db.select().from(activities).where(eq(activities.exhibitorId, fs001));
    expect(activity?.registeredCount).toBe(12);
    const slots = await t.db.select().from(meetingSlots).where(eq(meetingSlots.exhibitorId, fs001));
    expect(slots.map((s) => s.idleCount)).toEqual([1, 1]);
    const [event] = await t.db.select().from(events).where(eq(events.id, FAIR));
    expect(event?.title['en-US']).toBe('South China Hardware & Machinery Expo');
    expect(event?.decoration.themeColor).toBe('#123456');
  });

  it('a product moved to another exhibitor moves (codes match whatever their case); it is not listed twice', async () => {
    const dir = copyOfExample();
    const list = JSON.parse(fs.readFileSync(path.join(dir, 'products.json'), 'utf8')) as {
      exhibitor: string;
    }[];
    if (list[0]) list[0].exhibitor = 'gz-002';
    fs.writeFileSync(path.join(dir, 'products.json'), JSON.stringify(list));
    await loadFair(t.db, dir);
    const [drill] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, idOf(FAIR, 'product', 'CD-18V')));
    expect(drill?.exhibitorId).toBe(idOf(FAIR, 'exhibitor', 'GZ-002'));
    expect(await rows(products)).toBe(3);
  });

  it('refuses text that is not UTF-8, impossible or repeated days, and another organizer’s event id', async () => {
    const dir = copyOfExample();
    // "公司" as a Chinese Excel writes it in GBK (no UTF-8 sequence starts with 0xB9).
    fs.writeFileSync(
      path.join(dir, 'exhibitors.csv'),
      Buffer.concat([Buffer.from('code,name.zh-CN\nA-1,'), Buffer.from([0xb9, 0xab, 0xcb, 0xbe, 0x0a])]),
    );
    const fair = JSON.parse(fs.readFileSync(path.join(dir, 'fair.json'), 'utf8')) as {
      event: { topOrgId: string; days: { date: string }[] };
    };
    fair.event.topOrgId = '3a9e2c10-7b4d-4e21-9c55-0f1d2e3b4aff';
    fair.event.days = [{ date: '2027-02-31' }, { date: '2027-04-16' }, { date: '2027-04-16' }];
    fs.writeFileSync(path.join(dir, 'fair.json'), JSON.stringify(fair));
    let lines = await problemsOf(dir);
    expect(lines).toEqual([
      'fair.json, event.days.0.date: is not a date of the calendar',
      'fair.json, event.days: names a date twice',
      'exhibitors.csv: is not UTF-8 text: save it as "CSV UTF-8" (or UTF-8 JSON) and load it again',
      // The products of the example name exhibitors that the unreadable file would have held.
      ...lines.filter((l) => l.startsWith('products.json')),
    ]);
    fair.event.days = [{ date: '2027-04-15' }];
    fs.writeFileSync(path.join(dir, 'fair.json'), JSON.stringify(fair));
    fs.copyFileSync(path.join(EXAMPLE, 'exhibitors.csv'), path.join(dir, 'exhibitors.csv'));
    lines = await problemsOf(dir);
    expect(lines).toEqual([
      `fair.json, event.topOrgId: event ${FAIR} exists and belongs to another organizer (3a9e2c10-7b4d-4e21-9c55-0f1d2e3b4aa0)`,
    ]);
  });

  it('the command lists the problems and exits 2; a good folder loads', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-import-'));
    try {
      // As `npm run seed` from the repository's root runs it: in the workspace, with INIT_CWD the root.
      const run = (folder: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--from', folder], {
          cwd: SERVER_ROOT,
          env: { ...process.env, INIT_CWD: REPO_ROOT, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SEED: 'off' },
          encoding: 'utf8',
          // A cold process that creates and migrates a database: minutes on a busy shared 2-core machine.
          timeout: 240_000,
        });
      const bad = run('apps/server/test/fixtures/fair-bad');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('the fair was not loaded: 11 problems in the files');
      expect(bad.stderr).toContain('exhibitors.csv, row 5, pavilion: no pavilion H9 in fair.json');
      const good = run('apps/server/fair-example');
      expect(good.status, good.stderr).toBe(0);
      expect(good.stdout).toContain('event created, 2 pavilions, 4 categories, 2 exhibitors, 3 products');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 500_000);
});
