import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/env.ts';
import { searchDocuments, videos } from '../src/db/schema/index.ts';
import { ImportRefused, idOf, loadFair } from '../src/fair-import/import-fair.ts';
import { formatProblem } from '../src/fair-import/read-fair.ts';
import { type TestApp, build } from './helpers.ts';

/*
 * A fair's videos may name a category of its fair.json (the video hall's filter): loaded with it and searchable
 * at once, an agency's video as an exhibitor's; a category the fair does not have refuses the load.
 */
const FAIR = '3a9e2c10-7b4d-4e21-9c55-0f1d2e3b4a01';
const VIDEO = 'b1de0000-2027-4000-8000-0000000000a1';
const AGENCY_VIDEO = 'b1de0000-2027-4000-8000-0000000000a2';

function folderWith(videoCategory: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-fair-'));
  fs.cpSync(path.join(SERVER_ROOT, 'fair-example'), dir, { recursive: true });
  const video = (id: string, owner: object, title: string) => ({
    id,
    ...owner,
    category: videoCategory,
    title: { 'zh-CN': `${title}视频`, 'en-US': `${title} film` },
    description: { 'en-US': 'Made in the workshop.' },
    cover: '/media/banner/0-Company%20film.svg',
    seconds: 2,
    mp4: '/media/video/demo.mp4',
    published: '2027-01-05T03:00:00.000Z',
  });
  const media = {
    agencies: [
      {
        code: 'AG-X',
        org: 'b1de0000-2027-4000-8000-0000000000b1',
        name: { 'en-US': 'Trade mission' },
        logo: '/media/banner/0-Company%20film.svg',
        slogan: { 'en-US': 'Trade' },
        introduction: { 'en-US': 'A mission.' },
      },
    ],
    videos: [
      video(VIDEO, { exhibitor: 'FS-001' }, '电钻'),
      video(AGENCY_VIDEO, { agency: 'AG-X' }, 'Mission'),
    ],
  };
  fs.writeFileSync(path.join(dir, 'media.json'), JSON.stringify(media));
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe("a fair's video categories", () => {
  it('refuses a category the fair does not have, writing nothing', async () => {
    const refused = await loadFair(t.db, folderWith('NO-SUCH')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportRefused);
    expect((refused as ImportRefused).problems.map(formatProblem)).toEqual([
      'media.json, row 1, videos.category: no category NO-SUCH in fair.json',
      'media.json, row 2, videos.category: no category NO-SUCH in fair.json',
    ]);
    expect(await t.db.select().from(videos).where(eq(videos.id, VIDEO))).toEqual([]);
  });

  it("loads a video with its category, and indexes exhibitors' and agencies' videos for the hall", async () => {
    await loadFair(t.db, folderWith('TOOLS-POWER'));
    const rows = await t.db.select().from(videos).where(eq(videos.bventId, FAIR));
    expect(rows.map((v) => [v.id, v.categoryId]).sort()).toEqual(
      [
        [VIDEO, idOf(FAIR, 'category', 'TOOLS-POWER')],
        [AGENCY_VIDEO, idOf(FAIR, 'category', 'TOOLS-POWER')],
      ].sort(),
    );
    const docs = await t.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.entityType, 'video'), eq(searchDocuments.bventId, FAIR)));
    expect(docs.map((d) => [d.entityId, d.categoryId, d.visible]).sort()).toEqual(
      [
        [VIDEO, idOf(FAIR, 'category', 'TOOLS-POWER'), true],
        [AGENCY_VIDEO, idOf(FAIR, 'category', 'TOOLS-POWER'), true],
      ].sort(),
    );
    expect(docs.find((d) => d.entityId === VIDEO)?.texts.name['zh-CN']).toBe('电钻视频');
  });
});
