import { ERROR_MESSAGES, type TDictionaryRecord, type TLanguage } from '@showfloor/contracts';
import { languageFallbacks, messageForCode } from '@showfloor/domain';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { DictionaryRepository } from './dictionary.repository.ts';

export class DictionaryService {
  // Dictionaries change rarely (an organizer's edit); ten seconds of staleness saves a query per page.
  private readonly cache = new TtlCache<TDictionaryRecord[]>(10_000, 500, 'dictionary');

  constructor(private readonly repo: DictionaryRepository) {}

  /**
   * The records of a language and its fallbacks, in fallback order. An event's row overrides the platform row
   * with the same language and key.
   */
  async records(bventId: string | null, lang: TLanguage): Promise<TDictionaryRecord[]> {
    const id = bventId?.toLowerCase() ?? null;
    return this.cache.getOrLoad(`${id ?? '-'}|${lang}`, async () => {
      const langs = languageFallbacks(lang);
      const rows = await this.repo.records(id, langs);
      const merged = new Map<string, TDictionaryRecord>();
      // Platform rows first so the event's rows replace them.
      for (const row of [...rows].sort((a, b) => Number(a.bventId !== null) - Number(b.bventId !== null))) {
        merged.set(`${row.lang}\u0000${row.key}`, {
          lang: row.lang as TLanguage,
          key: row.key,
          value: row.value,
        });
      }
      return [...merged.values()].sort(
        (a, b) =>
          langs.indexOf(a.lang) - langs.indexOf(b.lang) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      );
    });
  }

  /** One key in the language, then its fallbacks; null when no record has it. */
  async translate(key: string, lang: TLanguage, bventId: string | null = null): Promise<string | null> {
    const records = await this.records(bventId, lang);
    for (const l of languageFallbacks(lang)) {
      const hit = records.find((r) => r.lang === l && r.key === key);
      if (hit) return hit.value;
    }
    return null;
  }

  /** A business code's message in the language, English from the contracts when the dictionary lacks it. */
  async messageFor(code: number, lang: TLanguage, bventId: string | null = null): Promise<string> {
    const { key, en } = ERROR_MESSAGES[code] ?? messageForCode(code);
    try {
      return (await this.translate(key, lang, bventId)) ?? en;
    } catch {
      // The message of an error must not fail because the database is the thing failing.
      return en;
    }
  }

  clear(): void {
    this.cache.clear();
  }
}
