import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { terms } from '../../db/schema/index.ts';

export class TermsRepository {
  constructor(private readonly db: Db) {}

  async forEvent(bventId: string, langs: string[]) {
    return this.db
      .select({ termsType: terms.termsType, lang: terms.lang, title: terms.title, content: terms.content })
      .from(terms)
      .where(and(eq(terms.bventId, bventId), inArray(terms.lang, langs)))
      .orderBy(asc(terms.termsType));
  }
}
