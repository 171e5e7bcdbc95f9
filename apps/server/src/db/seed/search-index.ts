import { fieldPlainText, indexLexemes } from '@showfloor/domain';
import { type SQL, and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { alias } from 'drizzle-orm/pg-core';
import {
  agencies,
  categories,
  exhibitorFields,
  exhibitors,
  meta,
  products,
  searchDocuments,
  videos,
} from '../schema/index.ts';
import type { StoredProductField } from '../schema/products.ts';
import { SEARCH_KEY_WEIGHTS, type SearchTexts } from '../schema/search.ts';
import type { Localized } from '../schema/types.ts';
import { videoDocInputs } from './video-search-docs.ts';

/**
 * The search index as a seed stage of its own (search_documents, see schema/search.ts): built once from the
 * catalogue for a database seeded before search existed, and again whenever the version changes (a new
 * tokenizer or new indexed texts). Bump on such a change.
 */
export const SEARCH_INDEX_VERSION = 'search-index-6';
const SEARCH_INDEX_KEY = 'seed_search_index';
const CHUNK = 500;

const parent = alias(categories, 'parent');

/**
 * Field types whose per-language value is text worth searching (an introduction, main products, the industry),
 * indexed as the page shows it, so a snippet reads 'Industrial Equipment > Robots', never the stored commas.
 */
const PROSE_TYPES = new Set(['text', 'textarea', 'select']);

/** Exhibitor fields that say what the company makes and its industries: the search key 'products'. */
const PRODUCT_FIELDS = new Set(['MainProducts', 'Cate', 'ProjectCate']);

/** Product field types whose value, per language or as one string, is searchable text (search key 'details'). */
const DETAIL_TYPES = new Set(['text', 'textarea', 'select', 'multiSelect']);

/** The language key of a text that is the same in every language (a booth number, a model). */
const ANY_LANGUAGE = 'und';

/** Every language's text of several maps joined per language (' · ' between the parts). */
function joinLocalized(parts: (Localized | null | undefined)[]): Localized {
  const out: Localized = {};
  for (const part of parts) {
    for (const [lang, text] of Object.entries(part ?? {})) {
      if (!text) continue;
      out[lang] = out[lang] ? `${out[lang]} · ${text}` : text;
    }
  }
  return out;
}

/**
 * tsvector text from the lexemes, quoted so PostgreSQL takes each lexeme as given: each search key's texts
 * with its weight (SEARCH_KEY_WEIGHTS) at a position of its own, name first. Distinct positions matter: a
 * tsvector keeps one weight per position, so two keys sharing one would merge and a search by key could
 * miss.
 */
export function tsvectorText(entityType: 'company' | 'product' | 'video', texts: SearchTexts): string {
  const labels = new Map<string, string[]>();
  const add = (map: Localized | undefined, label: string) => {
    for (const text of Object.values(map ?? {})) {
      for (const lex of indexLexemes(text ?? '')) {
        const l = labels.get(lex) ?? [];
        if (!l.includes(label)) l.push(label);
        labels.set(lex, l);
      }
    }
  };
  const weights: Record<string, string> = SEARCH_KEY_WEIGHTS[entityType];
  Object.entries(weights).forEach(([key, weight], i) => {
    add(texts[key as keyof SearchTexts], `${i + 1}${weight}`);
  });
  const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return [...labels].map(([lex, l]) => `${quote(lex)}:${l.join(',')}`).join(' ');
}

type DocRow = typeof searchDocuments.$inferInsert;

/** Each category's name with its parent's, per language, as the page shows a path: 'Parent > Child'. */
async function categoryPathsOf(db: Db, ids: (string | null)[]): Promise<Map<string, Localized>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentName: parent.name })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(inArray(categories.id, wanted));
  return new Map(
    rows.map((r) => {
      const path: Localized = {};
      for (const [lang, name] of Object.entries(r.name)) {
        const up = r.parentName?.[lang];
        if (name) path[lang] = up ? `${up} > ${name}` : name;
      }
      return [r.id, path];
    }),
  );
}

/** The searchable text of a product's fields: per language where the field has it, else its one value. */
function productDetails(fields: readonly StoredProductField[]): Localized {
  const parts: Localized[] = [];
  for (const f of fields) {
    if (!DETAIL_TYPES.has(f.fieldType)) continue;
    if (f.valueI18n && Object.values(f.valueI18n).some(Boolean)) parts.push(f.valueI18n);
    else if (f.fieldValue) parts.push({ [ANY_LANGUAGE]: f.fieldValue });
  }
  return joinLocalized(parts);
}

interface DocMeta {
  bventId: string;
  exhibitorId: string;
  pavilionId: string | null;
  categoryId: string | null;
  boothType: string | null;
  visible: boolean;
  visibility: 'all' | 'registeredDomestic' | 'registeredOverseas';
  sort: number;
}

function doc(
  entityType: 'company' | 'product' | 'video',
  entityId: string,
  texts: SearchTexts,
  m: DocMeta,
): DocRow {
  return { entityType, entityId, texts, ...m, doc: sql`${tsvectorText(entityType, texts)}::tsvector` };
}

/** A product as its document reads it. */
const productColumns = {
  id: products.id,
  bventId: products.bventId,
  exhibitorId: products.exhibitorId,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  fields: products.fields,
  status: products.status,
  sort: products.sort,
};
type ProductRow = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] };

/** What a product's document takes from its exhibitor (filters, and whether it may be shown at all). */
interface ProductOwner {
  status: string;
  visibility: DocMeta['visibility'];
  pavilionId: string | null;
  boothType: string | null;
}

/** The exhibitor field whose value is the search filter boothType. */
const BOOTH_TYPE = 'BoothType';

/**
 * The products' documents. A product whose exhibitor is not normal (or not there) is indexed hidden, so its
 * exhibitor's change of status needs only a re-index of the exhibitor.
 */
async function productDocs(
  db: Db,
  prods: ProductRow[],
  owners: Map<string, ProductOwner>,
): Promise<DocRow[]> {
  const categoryPaths = await categoryPathsOf(
    db,
    prods.map((p) => p.categoryId),
  );
  return prods.map((p) => {
    const owner = owners.get(p.exhibitorId);
    return doc(
      'product',
      p.id,
      {
        name: p.name,
        category: (p.categoryId && categoryPaths.get(p.categoryId)) || {},
        details: productDetails(p.fields),
        description: p.description ?? {},
      },
      {
        bventId: p.bventId,
        exhibitorId: p.exhibitorId,
        pavilionId: owner?.pavilionId ?? null,
        categoryId: p.categoryId,
        boothType: owner?.boothType ?? null,
        visible: p.status === 'listed' && owner?.status === 'normal',
        visibility: owner?.visibility ?? 'all',
        sort: p.sort,
      },
    );
  });
}

/** Writes the documents over the ones there (same entity), keeping what indexing does not own (clicks). */
async function upsertDocs(db: Db, rows: DocRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(searchDocuments)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [searchDocuments.entityType, searchDocuments.entityId],
        set: {
          doc: sql`excluded.doc`,
          texts: sql`excluded.texts`,
          sort: sql`excluded.sort`,
          bventId: sql`excluded.bvent_id`,
          exhibitorId: sql`excluded.exhibitor_id`,
          pavilionId: sql`excluded.pavilion_id`,
          categoryId: sql`excluded.category_id`,
          boothType: sql`excluded.booth_type`,
          visible: sql`excluded.visible`,
          visibility: sql`excluded.visibility`,
        },
      });
  }
}

/**
 * (Re)indexes the given exhibitors and all their products, hidden ones too (visible false), so a change of
 * status needs only a re-index of the exhibitor. Existing documents are replaced, clicks kept.
 */
export async function indexExhibitors(db: Db, exhibitorIds: string[]): Promise<number> {
  if (exhibitorIds.length === 0) return 0;
  const ex = await db
    .select({
      id: exhibitors.id,
      bventId: exhibitors.bventId,
      name: exhibitors.name,
      shop: exhibitors.shopDecoration,
      status: exhibitors.status,
      visibility: exhibitors.visibility,
      pavilionId: exhibitors.pavilionId,
      boothNumber: exhibitors.boothNumber,
      sort: exhibitors.sort,
    })
    .from(exhibitors)
    .where(inArray(exhibitors.id, exhibitorIds));
  const fields = await db
    .select({
      exhibitorId: exhibitorFields.exhibitorId,
      name: exhibitorFields.fieldName,
      type: exhibitorFields.fieldType,
      value: exhibitorFields.valueI18n,
      plain: exhibitorFields.fieldValue,
    })
    .from(exhibitorFields)
    .where(inArray(exhibitorFields.exhibitorId, exhibitorIds));
  const prose = new Map<string, { makes: Localized[]; profile: Localized[] }>();
  const boothTypes = new Map<string, string>();
  for (const f of fields) {
    if (f.name === BOOTH_TYPE && f.plain) boothTypes.set(f.exhibitorId, f.plain);
    if (!f.value || !PROSE_TYPES.has(f.type)) continue;
    const shown: Localized = {};
    for (const [lang, text] of Object.entries(f.value)) if (text) shown[lang] = fieldPlainText(f.name, text);
    const mine = prose.get(f.exhibitorId) ?? { makes: [], profile: [] };
    (PRODUCT_FIELDS.has(f.name) ? mine.makes : mine.profile).push(shown);
    prose.set(f.exhibitorId, mine);
  }
  const owners = new Map<string, ProductOwner>(
    ex.map((e) => [
      e.id,
      {
        status: e.status,
        visibility: e.visibility,
        pavilionId: e.pavilionId,
        boothType: boothTypes.get(e.id) ?? null,
      },
    ]),
  );
  const rows: DocRow[] = ex.map((e) =>
    doc(
      'company',
      e.id,
      {
        name: e.name,
        products: joinLocalized(prose.get(e.id)?.makes ?? []),
        booth: e.boothNumber ? { [ANY_LANGUAGE]: e.boothNumber } : {},
        profile: joinLocalized([e.shop.slogan, ...(prose.get(e.id)?.profile ?? [])]),
      },
      {
        bventId: e.bventId,
        exhibitorId: e.id,
        pavilionId: e.pavilionId,
        categoryId: null,
        boothType: boothTypes.get(e.id) ?? null,
        visible: e.status === 'normal',
        visibility: e.visibility,
        sort: e.sort,
      },
    ),
  );
  const prods = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.exhibitorId, exhibitorIds));
  rows.push(...(await productDocs(db, prods, owners)));
  rows.push(...(await videoDocs(db, inArray(videos.exhibitorId, exhibitorIds))));
  await upsertDocs(db, rows);
  return rows.length;
}

/** The documents of the videos `where` selects (the video hall's keywords and category, video-search-docs.ts). */
async function videoDocs(db: Db, where: SQL): Promise<DocRow[]> {
  return (await videoDocInputs(db, where)).map(({ entityId, texts, ...m }) =>
    doc('video', entityId, texts, m),
  );
}

/**
 * (Re)indexes the given videos (a fair load writes agencies' videos, which no exhibitor's re-index reaches); an
 * id whose video row is gone loses its document.
 */
export async function indexVideos(db: Db, videoIds: string[]): Promise<number> {
  const wanted = [...new Set(videoIds)];
  if (wanted.length === 0) return 0;
  const rows = await videoDocs(db, inArray(videos.id, wanted));
  const gone = wanted.filter((id) => !rows.some((r) => r.entityId === id));
  if (gone.length > 0)
    await db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.entityType, 'video'), inArray(searchDocuments.entityId, gone)));
  if (rows.length > 0) await upsertDocs(db, rows);
  return rows.length;
}

/** (Re)indexes the videos of the given agencies (an exhibitor's are indexed with the exhibitor). */
export async function indexAgencyVideos(db: Db, agencyIds: string[]): Promise<number> {
  if (agencyIds.length === 0) return 0;
  const rows = await videoDocs(db, inArray(videos.agencyId, agencyIds));
  if (rows.length > 0) await upsertDocs(db, rows);
  return rows.length;
}

/**
 * (Re)indexes the given products only, with what their documents take from their exhibitors read now: a change
 * of one product costs one document, not its exhibitor's whole catalogue. The exhibitor's own document and its
 * other products' are left as they are; an id whose product row is gone loses its document.
 */
export async function indexProducts(db: Db, productIds: string[]): Promise<number> {
  const wanted = [...new Set(productIds)];
  if (wanted.length === 0) return 0;
  const prods = await db.select(productColumns).from(products).where(inArray(products.id, wanted));
  const gone = wanted.filter((id) => !prods.some((p) => p.id === id));
  if (gone.length > 0)
    await db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.entityType, 'product'), inArray(searchDocuments.entityId, gone)));
  if (prods.length === 0) return 0;
  // The exhibitor with its BoothType field, if any, in one read; a second such field would only repeat the row.
  const ownerRows = await db
    .select({
      id: exhibitors.id,
      status: exhibitors.status,
      visibility: exhibitors.visibility,
      pavilionId: exhibitors.pavilionId,
      boothType: exhibitorFields.fieldValue,
    })
    .from(exhibitors)
    .leftJoin(
      exhibitorFields,
      and(eq(exhibitorFields.exhibitorId, exhibitors.id), eq(exhibitorFields.fieldName, BOOTH_TYPE)),
    )
    .where(inArray(exhibitors.id, [...new Set(prods.map((p) => p.exhibitorId))]));
  const owners = new Map<string, ProductOwner>();
  for (const o of ownerRows) {
    const boothType = o.boothType || owners.get(o.id)?.boothType || null;
    owners.set(o.id, { status: o.status, visibility: o.visibility, pavilionId: o.pavilionId, boothType });
  }
  const rows = await productDocs(db, prods, owners);
  await upsertDocs(db, rows);
  return rows.length;
}

/**
 * Indexes every exhibitor of the database (with its products and videos), a chunk at a time (keyset by id, so
 * memory stays flat), then every agency's videos.
 */
export async function indexAll(db: Db): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let total = 0;
  const agencyIds = (await db.select({ id: agencies.id }).from(agencies)).map((a) => a.id);
  for (let i = 0; i < agencyIds.length; i += CHUNK)
    total += await indexAgencyVideos(db, agencyIds.slice(i, i + CHUNK));
  for (;;) {
    const ids = await db
      .select({ id: exhibitors.id })
      .from(exhibitors)
      .where(gt(exhibitors.id, after))
      .orderBy(asc(exhibitors.id))
      .limit(CHUNK);
    if (ids.length === 0) return total;
    total += await indexExhibitors(
      db,
      ids.map((r) => r.id),
    );
    after = ids[ids.length - 1]!.id;
  }
}

export async function ensureSearchIndexed(db: Db): Promise<{ ms: number; documents: number } | null> {
  const current = () =>
    db
      .select({ value: meta.value })
      .from(meta)
      .where(and(eq(meta.key, SEARCH_INDEX_KEY)));
  const [done] = await current();
  if (done?.value === SEARCH_INDEX_VERSION) return null;
  const started = performance.now();
  let documents = 0;
  let indexed = true;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Two instances starting together: the second waits, then finds the index built.
    await t.execute(sql`select pg_advisory_xact_lock(20261210)`);
    const [again] = await t.select({ value: meta.value }).from(meta).where(eq(meta.key, SEARCH_INDEX_KEY));
    if (again?.value === SEARCH_INDEX_VERSION) {
      indexed = false;
      return;
    }
    documents = await indexAll(t);
    await t
      .insert(meta)
      .values({ key: SEARCH_INDEX_KEY, value: SEARCH_INDEX_VERSION })
      .onConflictDoUpdate({ target: meta.key, set: { value: SEARCH_INDEX_VERSION, updatedAt: sql`now()` } });
  });
  if (!indexed) return null;
  await db.execute(sql`analyze search_documents`);
  return { ms: Math.round(performance.now() - started), documents };
}
