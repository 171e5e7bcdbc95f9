import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, events, exhibitorFields, exhibitors, pavilions, products } from '../db/schema/index.ts';
import { indexExhibitors } from '../db/seed/search-index.ts';
import { mediaUrl, initials } from '../media/urls.ts';
import { duplicates, referenceProblems } from './check-fair.ts';
import type { TLocalizedText } from './fair-schema.ts';
import { type Kind, eventRow, firstText, idOf, stored } from './fair-rows.ts';
import { type ImportProblem, readFairFolder } from './read-fair.ts';

export { idOf } from './fair-rows.ts';

/** Thrown when the files hold problems: nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(
      `the fair was not loaded: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the files`,
    );
  }
}

export interface ImportCounts {
  event: 'created' | 'updated';
  pavilions: number;
  categories: number;
  exhibitors: number;
  products: number;
}

/**
 * Loads an organizer's fair from a folder (fair-schema.ts) into the database: every file is read and every row
 * checked first, and any problem refuses the whole load (ImportRefused lists each at its file, row and column);
 * then one transaction writes the event (created when new, left as the organizer set it when it exists), the
 * pavilions, categories, exhibitors (with their profile text and website) and products, and indexes them for
 * search. Loading the same or a corrected folder again updates the rows its codes name; nothing else is touched.
 */
export async function importFair(db: Db, folder: string): Promise<ImportCounts> {
  const read = readFairFolder(folder);
  const fair = read.fair;
  const problems = [
    ...read.problems,
    ...duplicates(read.exhibitors, (e) => e.code, 'exhibitor'),
    ...duplicates(read.products, (p) => p.code, 'product'),
  ];
  if (fair) {
    for (const [what, list] of [
      ['pavilion', fair.pavilions],
      ['category', fair.categories],
    ] as const) {
      const seen = new Set<string>();
      for (const [i, item] of list.entries()) {
        if (seen.has(item.code))
          problems.push({
            file: 'fair.json',
            row: null,
            column: `${what === 'pavilion' ? 'pavilions' : 'categories'}.${i}.code`,
            message: `${what} ${item.code} is given twice`,
          });
        seen.add(item.code);
      }
    }
    problems.push(...(await referenceProblems(db, read, fair)));
    // One event id in two organizers' files would merge their fairs: an existing event must be the same organizer's.
    const [existingEvent] = await db
      .select({ topOrgId: events.topOrgId })
      .from(events)
      .where(eq(events.id, fair.event.id));
    if (existingEvent && existingEvent.topOrgId !== fair.event.topOrgId)
      problems.push({
        file: 'fair.json',
        row: null,
        column: 'event.topOrgId',
        message: `event ${fair.event.id} exists and belongs to another organizer (${existingEvent.topOrgId})`,
      });
  }
  if (!fair || problems.length > 0) {
    // In reading order: fair.json, then each file top to bottom.
    const order = (f: string) => (f === 'fair.json' ? 0 : f.startsWith('exhibitors') ? 1 : 2);
    problems.sort((a, b) => order(a.file) - order(b.file) || (a.row ?? 0) - (b.row ?? 0));
    throw new ImportRefused(problems);
  }

  const bventId = fair.event.id;
  const id = (kind: Kind, code: string) => idOf(bventId, kind, code);
  let created = false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const event = eventRow(fair);
    const inserted = await t.insert(events).values(event).onConflictDoNothing().returning({ id: events.id });
    created = inserted.length > 0;
    // An existing event takes what fair.json says of it; what was set elsewhere (decoration, keys, registration)
    // stays as the organizer left it.
    if (!created) {
      const { title, days, startTime, endTime, currency, defaultLanguage, languages } = event;
      await t
        .update(events)
        .set({ title, days, startTime, endTime, currency, defaultLanguage, languages })
        .where(eq(events.id, bventId));
    }
    for (const [i, p] of fair.pavilions.entries()) {
      const row = { id: id('pavilion', p.code), bventId, name: stored(p.name), sort: i + 1 };
      await t
        .insert(pavilions)
        .values(row)
        .onConflictDoUpdate({ target: pavilions.id, set: { name: row.name, sort: row.sort } });
    }
    // Parents first: a child refers to its parent.
    const ordered = [...fair.categories].sort(
      (a, b) => Number(a.parent !== undefined) - Number(b.parent !== undefined),
    );
    for (const c of ordered) {
      const row = {
        id: id('category', c.code),
        bventId,
        parentId: c.parent === undefined ? null : id('category', c.parent),
        name: stored(c.name),
        sort: fair.categories.indexOf(c) + 1,
      };
      await t
        .insert(categories)
        .values(row)
        .onConflictDoUpdate({
          target: categories.id,
          set: { parentId: row.parentId, name: row.name, sort: row.sort },
        });
    }
    for (const [i, { value: e }] of read.exhibitors.entries()) {
      const exhibitorId = id('exhibitor', e.code);
      const name = firstText(e.name);
      const row = {
        id: exhibitorId,
        bventId,
        orgId: id('org', e.code),
        pavilionId: e.pavilion ? id('pavilion', e.pavilion) : null,
        status: e.status,
        visibility: e.visibility,
        name: stored(e.name),
        logo: e.logo || mediaUrl('logo', (i * 47) % 360, initials(name)),
        boothNumber: e.booth ?? '',
        shopDecoration: { bannerImages: [], themeColor: '#1f6feb', slogan: {} },
        sort: i + 1,
      };
      await t
        .insert(exhibitors)
        .values(row)
        .onConflictDoUpdate({
          target: exhibitors.id,
          set: {
            pavilionId: row.pavilionId,
            status: row.status,
            visibility: row.visibility,
            name: row.name,
            logo: row.logo,
            boothNumber: row.boothNumber,
            sort: row.sort,
          },
        });
      // The two profile fields the files carry are replaced; fields entered any other way stay.
      await t
        .delete(exhibitorFields)
        .where(
          and(
            eq(exhibitorFields.exhibitorId, exhibitorId),
            inArray(exhibitorFields.fieldName, ['CompanyProfile', 'CorporateWebsite']),
          ),
        );
      const fields = [];
      if (e.profile && Object.values(e.profile).some(Boolean))
        fields.push({
          exhibitorId,
          fieldName: 'CompanyProfile',
          fieldType: 'textarea',
          displayName: stored({
            'zh-CN': '公司简介',
            'en-US': 'Company profile',
            'pt-PT': 'Perfil da empresa',
          }),
          fieldValue: '',
          valueI18n: stored(e.profile as TLocalizedText),
          sort: 10,
        });
      if (e.website)
        fields.push({
          exhibitorId,
          fieldName: 'CorporateWebsite',
          fieldType: 'link',
          displayName: stored({ 'zh-CN': '企业官网', 'en-US': 'Corporate website', 'pt-PT': 'Sítio web' }),
          fieldValue: e.website,
          valueI18n: null,
          sort: 70,
        });
      if (fields.length > 0) await t.insert(exhibitorFields).values(fields);
    }
    for (const [i, { value: p }] of read.products.entries()) {
      const row = {
        id: id('product', p.code),
        bventId,
        exhibitorId: id('exhibitor', p.exhibitor),
        categoryId: p.category ? id('category', p.category) : null,
        name: stored(p.name),
        description: p.description ? stored(p.description as TLocalizedText) : null,
        image: p.image || mediaUrl('product', (i * 29) % 360, p.code),
        price: p.price ?? null,
        currency: p.currency ?? fair.event.currency,
        status: p.status,
        sort: i + 1,
      };
      const set = {
        exhibitorId: row.exhibitorId,
        categoryId: row.categoryId,
        name: row.name,
        description: row.description,
        image: row.image,
        price: row.price,
        currency: row.currency,
        status: row.status,
        sort: row.sort,
      };
      await t.insert(products).values(row).onConflictDoUpdate({ target: products.id, set });
    }
    const touched = new Set([
      ...read.exhibitors.map((e) => id('exhibitor', e.value.code)),
      ...read.products.map((p) => id('exhibitor', p.value.exhibitor)),
    ]);
    const ids = [...touched];
    for (let i = 0; i < ids.length; i += 500) await indexExhibitors(t, ids.slice(i, i + 500));
  });
  return {
    event: created ? 'created' : 'updated',
    pavilions: fair.pavilions.length,
    categories: fair.categories.length,
    exhibitors: read.exhibitors.length,
    products: read.products.length,
  };
}
