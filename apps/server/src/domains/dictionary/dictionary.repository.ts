import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dictionary } from '../../db/schema/index.ts';

export interface DictionaryRow {
  bventId: string | null;
  lang: string;
  key: string;
  value: string;
}

export class DictionaryRepository {
  constructor(private readonly db: Db) {}

  /** Platform rows and, when an event is named, that event's rows, for the given languages. */
  async records(bventId: string | null, langs: string[]): Promise<DictionaryRow[]> {
    const scope = bventId
      ? or(isNull(dictionary.bventId), eq(dictionary.bventId, bventId))
      : isNull(dictionary.bventId);
    return this.db
      .select({
        bventId: dictionary.bventId,
        lang: dictionary.lang,
        key: dictionary.key,
        value: dictionary.value,
      })
      .from(dictionary)
      .where(and(inArray(dictionary.lang, langs), scope));
  }
}
