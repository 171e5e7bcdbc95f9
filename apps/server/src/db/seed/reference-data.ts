import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SERVER_ROOT } from '../../env.ts';
import { stored } from '../../fair-import/fair-rows.ts';
import { ZLocalizedText } from '../../fair-import/text-schema.ts';
import type { Db } from '../client.ts';
import { areaNodes, callingCodes, meta } from '../schema/index.ts';

/**
 * The platform's reference data, every fair's alike: countries and regions with their calling codes and the
 * area tree under them (apps/server/reference/areas.json). Loaded at every start, adding what a database lacks.
 */
export const REFERENCE_FILE = path.join(SERVER_ROOT, 'reference', 'areas.json');

const areaCode = z.string().regex(/^[A-Z0-9]{1,8}$/, 'must be a short upper-case code');
const ZPlace = z.object({ code: areaCode, name: ZLocalizedText }).strict();
export const ZAreasFile = z
  .object({
    countries: z.array(
      ZPlace.extend({
        callingCode: z.string().regex(/^\+\d{1,4}$/, 'must be + and up to four digits'),
        regions: z.array(ZPlace.extend({ cities: z.array(ZPlace).default([]) }).strict()).default([]),
      }).strict(),
    ),
  })
  .strict();

/** The rows of both tables: a region's code is `CN-GD`, a city's `CN-GD-SZ`. */
export function referenceRows(data: z.infer<typeof ZAreasFile>) {
  const codes = data.countries.map((c, i) => ({
    countryCode: c.code,
    areaCode: c.callingCode,
    name: stored(c.name),
    sort: i + 1,
  }));
  const nodes: (typeof areaNodes.$inferInsert)[] = data.countries.map((c, i) => ({
    code: c.code,
    parentCode: null,
    level: 1,
    name: stored(c.name),
    sort: i + 1,
  }));
  for (const c of data.countries)
    c.regions.forEach((r, i) => {
      const code = `${c.code}-${r.code}`;
      nodes.push({ code, parentCode: c.code, level: 2, name: stored(r.name), sort: i + 1 });
      r.cities.forEach((city, k) =>
        nodes.push({
          code: `${code}-${city.code}`,
          parentCode: code,
          level: 3,
          name: stored(city.name),
          sort: k + 1,
        }),
      );
    });
  return { codes, nodes };
}

const HASH_KEY = 'reference_hash';

/**
 * Adds the reference rows a database lacks; rows already there stay as they are. How many were added.
 * Building the rows converts every Chinese name to Hong Kong Traditional (seconds of CPU and tens of MB held by the
 * converter), so a start skips it when the file is the one last loaded and both tables still hold as many rows as
 * it has (a row deleted by hand is put back by the next start).
 */
export async function loadReference(db: Db): Promise<number> {
  const text = fs.readFileSync(REFERENCE_FILE, 'utf8');
  const data = ZAreasFile.parse(JSON.parse(text));
  const hash = createHash('sha256').update(text).digest('hex');
  const expectedNodes = data.countries.reduce(
    (n, c) => n + 1 + c.regions.reduce((m, r) => m + 1 + r.cities.length, 0),
    0,
  );
  const [stored] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, HASH_KEY));
  if (stored?.value === hash) {
    const [codes] = await db.select({ n: sql<number>`count(*)::int` }).from(callingCodes);
    const [nodes] = await db.select({ n: sql<number>`count(*)::int` }).from(areaNodes);
    if (codes?.n === data.countries.length && nodes?.n === expectedNodes) return 0;
  }
  const { codes, nodes } = referenceRows(data);
  const a = await db
    .insert(callingCodes)
    .values(codes)
    .onConflictDoNothing()
    .returning({ c: callingCodes.countryCode });
  const b = await db.insert(areaNodes).values(nodes).onConflictDoNothing().returning({ c: areaNodes.code });
  await db
    .insert(meta)
    .values({ key: HASH_KEY, value: hash })
    .onConflictDoUpdate({ target: meta.key, set: { value: hash, updatedAt: sql`now()` } });
  return a.length + b.length;
}
