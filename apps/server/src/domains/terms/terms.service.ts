import { type TLanguage } from '@showfloor/contracts';
import { ZTerm } from '@showfloor/contracts/schemas';
import { languageFallbacks } from '@showfloor/domain';
import type { z } from 'zod';
import type { BventService } from '../bvent/bvent.service.ts';
import type { TermsRepository } from './terms.repository.ts';

type TTerm = z.infer<typeof ZTerm>;

export class TermsService {
  constructor(
    private readonly repo: TermsRepository,
    private readonly bvents: BventService,
  ) {}

  /** Each kind of term once, in the language or its nearest fallback (then English). */
  async getTerms(bventId: string, lang: TLanguage): Promise<TTerm[]> {
    const event = await this.bvents.getSetting(bventId); // 5001 when the event does not exist
    const order = [...languageFallbacks(lang), 'en-US', 'zh-CN'];
    const rows = await this.repo.forEvent(event.bventId, order);
    const best = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const current = best.get(row.termsType);
      if (!current || order.indexOf(row.lang) < order.indexOf(current.lang)) best.set(row.termsType, row);
    }
    return [...best.values()].flatMap((r) => {
      const parsed = ZTerm.safeParse({ termsType: r.termsType, title: r.title, content: r.content });
      return parsed.success ? [parsed.data] : [];
    });
  }
}
