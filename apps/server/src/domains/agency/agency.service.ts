import { ErrorCode, type TAgencyCard, type TAgencyDetail, type TLanguage } from '@showfloor/contracts';
import type { agencies } from '../../db/schema/index.ts';
import { BusinessError } from '../../http/errors.ts';
import { pickText } from '../shared/localize.ts';
import type { AgencyRepository } from './agency.repository.ts';

type AgencyRow = typeof agencies.$inferSelect;

function card(a: AgencyRow, videoCount: number, lang: TLanguage): TAgencyCard {
  return {
    id: a.id,
    bventId: a.bventId,
    orgId: a.orgId,
    name: pickText(a.name, lang),
    logo: a.logo,
    slogan: pickText(a.slogan, lang),
    countryCode: a.countryCode,
    videoCount,
  };
}

export class AgencyService {
  constructor(private readonly repo: AgencyRepository) {}

  async list(bventId: string, lang: TLanguage): Promise<TAgencyCard[]> {
    const rows = await this.repo.list(bventId);
    return rows.map((r) => card(r.agency, r.videoCount, lang));
  }

  async detail(id: string, lang: TLanguage): Promise<TAgencyDetail> {
    const r = await this.repo.detail(id);
    if (!r) throw new BusinessError(ErrorCode.AgencyNotFound);
    return {
      ...card(r.agency, r.videoCount, lang),
      banner: r.agency.banner,
      introduction: pickText(r.agency.introduction, lang),
      website: r.agency.website,
      visitCount: r.agency.visitCount,
    };
  }
}
