import {
  ErrorCode,
  type TLanguage,
  type TPager,
  type TVideoCard,
  type TVideoDetail,
} from '@showfloor/contracts';
import { epochToBeijing } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { Paged } from '../../http/envelope.ts';
import { pickText } from '../shared/localize.ts';
import type { VideoFilter, VideoRepository, VideoRow } from './video.repository.ts';

export interface VideoPage {
  pageNo: number;
  pageSize: number;
}

/** A video as a list shows it, in the request's language. */
export function card(r: VideoRow, lang: TLanguage): TVideoCard {
  return {
    id: r.id,
    bventId: r.bventId,
    title: pickText(r.title, lang),
    cover: r.cover,
    duration: r.durationSeconds,
    owner: {
      type: r.ownerType,
      id: r.ownerId,
      orgId: r.ownerOrgId,
      name: pickText(r.ownerName, lang),
      logo: r.ownerLogo,
    },
    visitCount: r.visitCount,
    favoriteCount: r.favoriteCount,
    likeCount: r.likeCount,
  };
}

export class VideoService {
  constructor(private readonly repo: VideoRepository) {}

  async list(filter: VideoFilter, page: VideoPage, lang: TLanguage): Promise<Paged<TVideoCard[]>> {
    const { rows, total } = await this.repo.list(filter, (page.pageNo - 1) * page.pageSize, page.pageSize);
    const pager: TPager = {
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      total,
      totalPages: Math.ceil(total / page.pageSize),
    };
    return new Paged(
      rows.map((r) => card(r, lang)),
      pager,
    );
  }

  async detail(id: string, lang: TLanguage): Promise<TVideoDetail> {
    const r = await this.repo.detail(id);
    // An unknown (or hidden) video.
    if (!r) throw new BusinessError(ErrorCode.VideoNotFound);
    return {
      ...card(r, lang),
      description: pickText(r.description, lang),
      mp4Url: r.mp4Url,
      hlsUrl: r.hlsUrl,
      publishTime: epochToBeijing(new Date(r.publishedAt).getTime()),
    };
  }
}
