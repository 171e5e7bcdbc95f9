import { createHash } from 'node:crypto';
import { BUNDLES, NAMESPACES, type Namespace } from '@showfloor/locales';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dictionary, meta } from '../schema/index.ts';
import { insertBatched } from './batch.ts';
import { toHongKong } from '../../fair-import/hong-kong.ts';

const HASH_KEY = 'dictionary_hash';

/**
 * Platform rows of the five languages from @showfloor/locales (one JSON file per language and
 * namespace): zh copies zh-CN; zh-HK is the file's wording where it has one, else converted from zh-CN.
 */
export function platformRows(): { lang: string; key: string; value: string }[] {
  return NAMESPACES.flatMap((ns) =>
    Object.entries(BUNDLES['zh-CN'][ns]).flatMap(([key, cn]) => [
      { lang: 'zh-CN', key, value: cn },
      { lang: 'zh', key, value: cn },
      { lang: 'zh-HK', key, value: BUNDLES['zh-HK'][ns][key] ?? toHongKong(cn) },
      { lang: 'en-US', key, value: entry('en-US', ns, key) },
      { lang: 'pt-PT', key, value: entry('pt-PT', ns, key) },
    ]),
  );
}

/** The package's test keeps en-US and pt-PT whole; a gap still fails loudly here rather than writing a hole. */
function entry(lang: 'en-US' | 'pt-PT', ns: Namespace, key: string): string {
  const value = BUNDLES[lang][ns][key];
  if (value === undefined) throw new Error(`dictionary: ${lang}/${ns}.json lacks ${key}`);
  return value;
}

/**
 * Runs on every start: inserts keys missing from the table, never overwrites a row (an organizer may have
 * edited it). When the JSON files have not changed since the last sync the work is skipped, which keeps the
 * second start fast; the hash is of the files' content, so a new key or wording changes it.
 */
export async function syncDictionary(db: Db): Promise<number> {
  const hash = createHash('sha256').update(JSON.stringify(BUNDLES)).digest('hex');
  const [stored] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, HASH_KEY));
  if (stored?.value === hash) return 0;
  const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(dictionary);
  await insertBatched(
    db,
    dictionary,
    platformRows().map((r) => ({ ...r, bventId: null })),
    500,
  );
  const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(dictionary);
  await db
    .insert(meta)
    .values({ key: HASH_KEY, value: hash })
    .onConflictDoUpdate({ target: meta.key, set: { value: hash, updatedAt: sql`now()` } });
  return (after?.n ?? 0) - (before?.n ?? 0);
}
