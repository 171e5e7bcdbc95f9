import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '../../env.ts';
import { stored } from '../../fair-import/fair-rows.ts';
import { ZLocalizedText } from '../../fair-import/text-schema.ts';
import type { Db } from '../client.ts';
import { areaNodes, callingCodes } from '../schema/index.ts';

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

export function readReference(file = REFERENCE_FILE) {
  return ZAreasFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

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

/** Adds the reference rows a database lacks; rows already there stay as they are. How many were added. */
export async function loadReference(db: Db): Promise<number> {
  const { codes, nodes } = referenceRows(readReference());
  const a = await db
    .insert(callingCodes)
    .values(codes)
    .onConflictDoNothing()
    .returning({ c: callingCodes.countryCode });
  const b = await db.insert(areaNodes).values(nodes).onConflictDoNothing().returning({ c: areaNodes.code });
  return a.length + b.length;
}
