import type { TBootData, TLanguage } from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import { TtlCache } from '../lib/ttl-cache.ts';
import type { Services } from '../domains/services.ts';

/**
 * The data the first screen needs, inlined in the document: each part is the returnObj of the call of the
 * same name, so the client can seed its query cache with it.
 */
export class BootDataBuilder {
  // Per event and language; the parts are cached by their services too, this saves assembling them.
  private readonly cache = new TtlCache<Omit<TBootData, 'now'>>(5_000, 200, 'boot_data');

  constructor(
    private readonly services: Services,
    private readonly clock: Clock,
  ) {}

  async build(bventId: string | null, language: TLanguage): Promise<TBootData> {
    // The cached parts, then the clock read for this document (never cached: it is the instant it was made).
    return { ...(await this.parts(bventId, language)), now: this.clock.now() };
  }

  private parts(bventId: string | null, language: TLanguage): Promise<Omit<TBootData, 'now'>> {
    return this.cache.getOrLoad(`${bventId ?? '-'}|${language}`, async () => {
      const dictionary = await this.services.dictionary.records(bventId, language);
      if (!bventId) {
        return {
          language,
          bvent: null,
          setting: null,
          logo: null,
          decoration: null,
          benefits: [],
          dictionary,
        };
      }
      const { bvent: events } = this.services;
      const bvent = await events.getBvent(bventId, language);
      const [setting, logo, decoration, benefits] = await Promise.all([
        events.getSetting(bventId),
        events.getLogo(bventId, language),
        events.getDecoration(bventId),
        events.getBenefits(bvent.topOrgId),
      ]);
      return { language, bvent, setting, logo, decoration, benefits, dictionary };
    });
  }
}
