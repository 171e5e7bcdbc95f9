import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pavilions, products, projects } from '../schema/index.ts';
import type { StoredProductField } from '../schema/products.ts';
import { mediaUrl } from '../../media/urls.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from './demo-ids.ts';
import { localized } from './localize-seed.ts';
import { PAVILIONS } from './names.ts';
import { ID_PREFIX, guid } from './prng.ts';
import { runSeedStage } from './stage.ts';

/**
 * The catalog's own demo data, a seed stage versioned apart from the fair (like identity.ts): pavilion covers
 * and introductions, a pavilion in the 4004 state, product galleries, fields and counters, project
 * introductions and counters. A ./data seeded before the catalog existed gets them on its next start.
 */
export const BROWSE_CATALOG_SEED_VERSION = 'browse-catalog-1';
const BROWSE_CATALOG_SEED_KEY = 'seed_browse_catalog';

/** A pavilion whose exhibitors' data is still being imported: the spec's 4004 state. */
export const DEMO_UPLOADING_DATA_PAVILION_ID = guid(ID_PREFIX.pavilion, PAVILIONS.length + 1);

/** States of SPEC §8 for projects: the demo exhibitor's third project is delisted (3003), this one banned (3002). */
export const DEMO_DELISTED_PROJECT_ID = guid(ID_PREFIX.project, 3);
export const DEMO_BANNED_PROJECT_ID = guid(ID_PREFIX.project, 0xba0001);

/** Counters from the row's own number (the last hex digits of its guid), so every run writes the same. */
const ordinal = (column: unknown) =>
  sql`('x' || lpad(right(${column}::text, 8), 8, '0'))::bit(32)::int::bigint`;

function demoProductFields(model: string): StoredProductField[] {
  const f = (
    fieldName: string,
    fieldType: string,
    label: { zh: string; en: string; pt: string },
    fieldValue: string,
    value?: { zh: string; en: string; pt: string },
  ): StoredProductField => ({
    fieldName,
    fieldType,
    displayName: localized(label),
    fieldValue,
    valueI18n: value ? localized(value) : null,
  });
  return [
    f('Model', 'text', { zh: '型号', en: 'Model', pt: 'Modelo' }, model),
    f('Origin', 'text', { zh: '产地', en: 'Origin', pt: 'Origem' }, 'Shanghai', {
      zh: '中国上海',
      en: 'Shanghai, China',
      pt: 'Xangai, China',
    }),
    f('MinimumOrder', 'number', { zh: '起订量', en: 'Minimum order', pt: 'Encomenda mínima' }, '50'),
    f('LaunchDate', 'date', { zh: '上市日期', en: 'Launch date', pt: 'Data de lançamento' }, '2026-03-01'),
    f(
      'Certificates',
      'multiSelect',
      { zh: '认证', en: 'Certificates', pt: 'Certificados' },
      'CE,ISO 9001,RoHS',
    ),
    f(
      'Photos',
      'image',
      { zh: '细节图', en: 'Details', pt: 'Detalhes' },
      JSON.stringify([
        { absoluteUrl: mediaUrl('gallery', 20, `${model} 1`) },
        { absoluteUrl: mediaUrl('gallery', 140, `${model} 2`) },
      ]),
    ),
    f(
      'Brochure',
      'link',
      { zh: '产品手册', en: 'Brochure', pt: 'Brochura' },
      'https://example.com/brochure.pdf',
    ),
  ];
}

async function seedBrowseCatalog(db: Db): Promise<void> {
  for (const [i, p] of PAVILIONS.entries()) {
    await db
      .update(pavilions)
      .set({
        cover: mediaUrl('banner', i * 45, p.name.en),
        description: localized({
          zh: `${p.name.zh}汇聚${p.category.zh}领域的优质展商与新品。`,
          en: `${p.name.en} brings together leading exhibitors and new products in ${p.category.en.toLowerCase()}.`,
          pt: `${p.name.pt ?? p.name.en}: expositores e novos produtos de ${p.category.pt ?? p.category.en}.`,
        }),
      })
      .where(eq(pavilions.id, guid(ID_PREFIX.pavilion, i + 1)));
  }
  await db.insert(pavilions).values({
    id: DEMO_UPLOADING_DATA_PAVILION_ID,
    bventId: DEMO_EVENT_ID,
    name: localized({ zh: '海外展团', en: 'Overseas Delegations', pt: 'Delegações Internacionais' }),
    status: 'uploadingData',
    cover: mediaUrl('banner', 300, 'Overseas Delegations'),
    sort: PAVILIONS.length + 1,
  });

  await db.insert(projects).values({
    id: DEMO_BANNED_PROJECT_ID,
    bventId: DEMO_EVENT_ID,
    exhibitorId: DEMO_EXHIBITOR_ID,
    name: localized({ zh: '已封禁的合作项目', en: 'Banned partnership', pt: 'Parceria banida' }),
    cover: mediaUrl('project', 0, 'Banned'),
    status: 'banned',
    sort: 99,
  });

  // Set-based: thousands of rows in a few statements (a row-by-row loop takes seconds on PGlite).
  const n = ordinal(products.id);
  await db
    .update(products)
    .set({
      images: sql`jsonb_build_array(
        '/media/gallery/' || ((${n} * 37) % 360) || '-' || 'View%201.svg',
        '/media/gallery/' || ((${n} * 37 + 120) % 360) || '-' || 'View%202.svg')`,
      visitCount: sql`(${n} * 7919) % 900 + 40`,
      favoriteCount: sql`(${n} * 104729) % 120`,
      likeCount: sql`(${n} * 1299709) % 80`,
    })
    .where(eq(products.bventId, DEMO_EVENT_ID));
  const demo = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.exhibitorId, DEMO_EXHIBITOR_ID), eq(products.status, 'listed')));
  for (const p of demo) {
    const model = (p.name['en-US'] ?? '').split(' ').pop() ?? '';
    await db
      .update(products)
      .set({ fields: demoProductFields(model) })
      .where(eq(products.id, p.id));
  }

  const j = ordinal(projects.id);
  await db
    .update(projects)
    .set({
      description: sql`jsonb_build_object(
        'zh-CN', (${projects.name}->>'zh-CN') || '：寻求长期合作伙伴，共同开拓海内外市场。',
        'zh', (${projects.name}->>'zh') || '：寻求长期合作伙伴，共同开拓海内外市场。',
        'zh-HK', (${projects.name}->>'zh-HK') || '：尋求長期合作夥伴，共同開拓海內外市場。',
        'en-US', (${projects.name}->>'en-US') || ': looking for long-term partners at home and abroad.')`,
      visitCount: sql`(${j} * 7919) % 500 + 20`,
      favoriteCount: sql`(${j} * 104729) % 60`,
    })
    .where(eq(projects.bventId, DEMO_EVENT_ID));
}

/** Runs the stage once, after the fair (it updates the fair's rows). */
export function ensureBrowseCatalogSeeded(db: Db): Promise<{ ms: number } | null> {
  return runSeedStage(db, {
    key: BROWSE_CATALOG_SEED_KEY,
    version: BROWSE_CATALOG_SEED_VERSION,
    lockId: 20261213,
    seed: seedBrowseCatalog,
  });
}
