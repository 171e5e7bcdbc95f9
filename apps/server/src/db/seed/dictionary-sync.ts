import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { dictionary, meta } from '../schema/index.ts';
import { insertBatched } from './batch.ts';
import { toHongKong } from './localize-seed.ts';
import { UI_STRINGS } from './ui-strings.ts';

const HASH_KEY = 'dictionary_hash';

/** Platform rows of the five languages from ui-strings.ts: zh copies zh-CN; zh-HK is given or converted. */
export function platformRows(): { lang: string; key: string; value: string }[] {
  return Object.entries(UI_STRINGS).flatMap(([key, s]) => [
    { lang: 'zh-CN', key, value: s['zh-CN'] },
    { lang: 'zh', key, value: s['zh-CN'] },
    { lang: 'zh-HK', key, value: s['zh-HK'] ?? toHongKong(s['zh-CN']) },
    { lang: 'en-US', key, value: s['en-US'] },
    { lang: 'pt-PT', key, value: s['pt-PT'] },
  ]);
}

/**
 * Runs on every start: inserts keys missing from the table, never overwrites a row (an organizer may have
 * edited it). When ui-strings.ts has not changed since the last sync the work is skipped, which keeps the
 * second start fast; the hash is of the source, so a new key changes it.
 */
export async function syncDictionary(db: Db): Promise<number> {
  const hash = createHash('sha256').update(JSON.stringify(UI_STRINGS)).digest('hex');
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
