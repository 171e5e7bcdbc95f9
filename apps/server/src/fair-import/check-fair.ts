import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, exhibitors, pavilions } from '../db/schema/index.ts';
import type { TFairFile } from './fair-schema.ts';
import { idOf } from './fair-rows.ts';
import type { FairFolder, ImportProblem } from './read-fair.ts';

/** Rows whose key an earlier row of the same file already has. */
export function duplicates<T>(
  rows: { value: T; file: string; row: number }[],
  key: (v: T) => string,
  what: string,
) {
  const seen = new Map<string, number>();
  const out: ImportProblem[] = [];
  for (const r of rows) {
    const k = key(r.value);
    const first = seen.get(k);
    if (first === undefined) seen.set(k, r.row);
    else
      out.push({
        file: r.file,
        row: r.row,
        column: 'code',
        message: `${what} ${k} is already on row ${first}`,
      });
  }
  return out;
}

async function existing(
  db: Db,
  table: typeof exhibitors | typeof pavilions | typeof categories,
  ids: string[],
) {
  // Unique ids, a chunk at a time: a statement takes at most 65,535 parameters, and a fair can have more rows.
  const unique = [...new Set(ids)];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += 5_000) {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, unique.slice(i, i + 5_000)));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** Codes that refer to rows neither in the files nor already loaded into the event, each at its row. */
export async function referenceProblems(db: Db, read: FairFolder, fair: TFairFile): Promise<ImportProblem[]> {
  const bventId = fair.event.id;
  const problems: ImportProblem[] = [];
  const pavilionCodes = new Set(fair.pavilions.map((p) => p.code));
  const categoryCodes = new Set(fair.categories.map((c) => c.code));
  const exhibitorCodes = new Set(read.exhibitors.map((e) => e.value.code));
  for (const [i, c] of fair.categories.entries()) {
    if (c.parent === undefined) continue;
    const parent = fair.categories.find((p) => p.code === c.parent);
    if (!parent)
      problems.push({
        file: 'fair.json',
        row: null,
        column: `categories.${i}.parent`,
        message: `no category ${c.parent}`,
      });
    else if (parent.parent !== undefined)
      problems.push({
        file: 'fair.json',
        row: null,
        column: `categories.${i}.parent`,
        message: 'categories go two levels deep: the parent has a parent',
      });
  }
  const loaded = {
    pavilions: await existing(
      db,
      pavilions,
      read.exhibitors.flatMap((e) => (e.value.pavilion ? [idOf(bventId, 'pavilion', e.value.pavilion)] : [])),
    ),
    categories: await existing(
      db,
      categories,
      read.products.flatMap((p) => (p.value.category ? [idOf(bventId, 'category', p.value.category)] : [])),
    ),
    exhibitors: await existing(
      db,
      exhibitors,
      read.products.map((p) => idOf(bventId, 'exhibitor', p.value.exhibitor)),
    ),
  };
  for (const e of read.exhibitors) {
    const code = e.value.pavilion;
    if (code && !pavilionCodes.has(code) && !loaded.pavilions.has(idOf(bventId, 'pavilion', code)))
      problems.push({
        file: e.file,
        row: e.row,
        column: 'pavilion',
        message: `no pavilion ${code} in fair.json`,
      });
  }
  for (const p of read.products) {
    const { exhibitor, category } = p.value;
    if (!exhibitorCodes.has(exhibitor) && !loaded.exhibitors.has(idOf(bventId, 'exhibitor', exhibitor)))
      problems.push({
        file: p.file,
        row: p.row,
        column: 'exhibitor',
        message: `no exhibitor ${exhibitor} in the exhibitors file or the event`,
      });
    if (
      category &&
      !categoryCodes.has(category) &&
      !loaded.categories.has(idOf(bventId, 'category', category))
    )
      problems.push({
        file: p.file,
        row: p.row,
        column: 'category',
        message: `no category ${category} in fair.json`,
      });
  }
  return problems;
}
