import type { TLanguage } from '@showfloor/contracts';
import { isGuid, languageFallbacks } from '@showfloor/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema/events.ts';
import type { StoredRegistration } from '../db/schema/types.ts';

export interface SsoEvent {
  id: string;
  title: string;
  currency: string;
  registration: StoredRegistration;
}

/** The event a page is about: the given id, else (none given) the oldest event; null for an unknown id. */
export async function loadEvent(db: Db, bventId: unknown, lang: TLanguage): Promise<SsoEvent | null> {
  const query = db
    .select({
      id: events.id,
      title: events.title,
      currency: events.currency,
      registration: events.registration,
    })
    .from(events);
  let rows;
  if (bventId === undefined || bventId === null || bventId === '') {
    rows = await query.orderBy(asc(events.createdAt), asc(events.id)).limit(1);
  } else {
    if (!isGuid(bventId)) return null;
    rows = await query.where(eq(events.id, bventId));
  }
  const row = rows[0];
  if (!row) return null;
  const title =
    [lang, ...languageFallbacks(lang), 'en-US', 'zh-CN'].map((l) => row.title[l]).find((v) => v) ??
    Object.values(row.title).find((v) => v) ??
    '';
  return { id: row.id, title, currency: row.currency, registration: row.registration };
}
