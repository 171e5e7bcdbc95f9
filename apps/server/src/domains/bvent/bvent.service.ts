import {
  ErrorCode,
  type TBusinessType,
  type TBventSetting,
  type TBvent,
  type TDecoration,
  type TLanguage,
} from '@showfloor/contracts';
import { ZCurrency, ZLanguage } from '@showfloor/contracts/schemas';
import { BusinessError } from '../../http/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { pickText } from '../shared/localize.ts';
import type { BventRepository, EventRow } from './bvent.repository.ts';

export class BventService {
  // Events are read on every page and edited rarely; a short TTL keeps edits visible within seconds.
  private readonly events = new TtlCache<EventRow | null>(10_000, 100, 'event');

  constructor(private readonly repo: BventRepository) {}

  private async row(bventId: string): Promise<EventRow> {
    const row = await this.events.getOrLoad(bventId.toLowerCase(), () => this.repo.findEvent(bventId));
    if (!row) throw new BusinessError(ErrorCode.EventNotFound);
    return row;
  }

  /** The event's row from the cache, for a service that needs its raw fields (the meeting dialog's times). */
  event(bventId: string): Promise<EventRow> {
    return this.row(bventId);
  }

  /** Drops the cached row, so an edit of the event is seen at once rather than within the TTL. */
  invalidate(bventId: string): void {
    this.events.delete(bventId.toLowerCase());
  }

  async exists(bventId: string): Promise<boolean> {
    return (await this.events.getOrLoad(bventId.toLowerCase(), () => this.repo.findEvent(bventId))) !== null;
  }

  async getBvent(bventId: string, lang: TLanguage): Promise<TBvent> {
    const e = await this.row(bventId);
    return {
      bventId: e.id,
      belongOrgId: e.belongOrgId,
      topOrgId: e.topOrgId,
      title: pickText(e.title, lang),
      logo: e.logo,
      startTime: e.startTime,
      endTime: e.endTime,
      days: e.days,
      shareSetting: {
        shareTitle: pickText(e.shareSetting.shareTitle, lang),
        shareDesc: pickText(e.shareSetting.shareDesc, lang),
        shareImage: e.shareSetting.shareImage,
      },
      currency: ZCurrency.catch('CNY').parse(e.currency),
    };
  }

  async getSetting(bventId: string): Promise<TBventSetting> {
    const e = await this.row(bventId);
    return {
      bventId: e.id,
      defaultLanguage: ZLanguage.catch('zh-CN').parse(e.defaultLanguage),
      languageCollection: e.languages.filter((l): l is TLanguage => ZLanguage.safeParse(l).success),
      functionKeys: e.functionKeys,
      chatRoleList: e.chatRoles,
    };
  }

  async getLogo(bventId: string, lang: TLanguage): Promise<{ bventId: string; logo: string; title: string }> {
    const e = await this.row(bventId);
    return { bventId: e.id, logo: e.logo, title: pickText(e.title, lang) };
  }

  async getDecoration(bventId: string): Promise<TDecoration> {
    const e = await this.row(bventId);
    return { bventId: e.id, ...e.decoration };
  }

  async getBenefits(topOrgId: string): Promise<{ functionKey: string; enable: boolean }[]> {
    return this.repo.benefitsOf(topOrgId);
  }

  /** The event of an exhibitor (preferred when both are given) or of a product. */
  // Which event an exhibitor or a product belongs to never changes: every page of one asks, the database once.
  private readonly owners = new TtlCache<string | null>(60_000, 20_000, 'business_owner');

  private eventIdOfExhibitor(id: string): Promise<string | null> {
    return this.owners.getOrLoad(`e:${id.toLowerCase()}`, () => this.repo.eventIdOfExhibitor(id));
  }

  private eventIdOfProduct(id: string): Promise<string | null> {
    return this.owners.getOrLoad(`p:${id.toLowerCase()}`, () => this.repo.eventIdOfProduct(id));
  }

  async getBventOf(ids: { exhibitorId?: string; exhibitId?: string }, lang: TLanguage): Promise<TBvent> {
    let bventId: string | null;
    if (ids.exhibitorId) {
      bventId = await this.eventIdOfExhibitor(ids.exhibitorId);
      if (!bventId) throw new BusinessError(ErrorCode.ExhibitorNotFound);
    } else if (ids.exhibitId) {
      bventId = await this.eventIdOfProduct(ids.exhibitId);
      if (!bventId) throw new BusinessError(ErrorCode.ExhibitNotFound);
    } else {
      throw new BusinessError(ErrorCode.BadRequest, 400, 'exhibitorId or exhibitId is required');
    }
    return this.getBvent(bventId, lang);
  }

  /** The event a business belongs to (GetBventByBusinessId); an id found nowhere is an unknown event's. */
  async getBventOfBusiness(
    q: { businessId: string; businessType?: TBusinessType },
    lang: TLanguage,
  ): Promise<TBvent> {
    const id = q.businessId.toLowerCase();
    const bventId = await this.owners.getOrLoad(`b:${q.businessType ?? ''}:${id}`, () =>
      this.repo.eventIdOfBusiness(id, q.businessType),
    );
    if (!bventId)
      throw new BusinessError(ErrorCode.EventNotFound, 404, `${q.businessType ?? 'business'} ${id}`);
    return this.getBvent(bventId, lang);
  }

  /** For the document: the event a page route belongs to, or the default one. */
  async eventIdForRoute(kind: 'exhibitor' | 'exhibit' | null, id: string | null): Promise<string | null> {
    if (kind && id) {
      const found =
        kind === 'exhibitor' ? await this.eventIdOfExhibitor(id) : await this.eventIdOfProduct(id);
      if (found) return found;
    }
    return this.defaultEventId();
  }

  private defaultId: string | null = null;
  async defaultEventId(): Promise<string | null> {
    this.defaultId ??= await this.repo.firstEventId();
    return this.defaultId;
  }
}
