import type { ContentVisibility } from '@showfloor/domain';
import { type ViewerOf, visibleTo } from '../shared/shown.ts';
import {
  ErrorCode,
  type TAreaCode,
  type TAreaNode,
  type TDataSourceDetail,
  type TExhibitorContact,
  type TExhibitorOrgWebIms,
  type TLanguage,
  type TMediaFile,
  type TSearchDecoration,
} from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { BventService } from '../bvent/bvent.service.ts';
import { assertShowable } from '../exhibitor/exhibitor.service.ts';
import { pickText } from '../shared/localize.ts';
import type { ReferenceRepository } from './reference.repository.ts';

type AreaRow = Awaited<ReturnType<ReferenceRepository['areaNodes']>>[number];

export class ReferenceService {
  // The area tree and calling codes change with a release, not per request: keep the rows a minute.
  private readonly areas = new TtlCache<AreaRow[]>(60_000, 2, 'reference_areas');

  constructor(
    private readonly repo: ReferenceRepository,
    private readonly bvent: BventService,
    private readonly viewerOf: ViewerOf,
  ) {}

  /** Whether this caller may see the exhibitor at all (restricted to registered buyers of a region). */
  private async visibleTo(ex: { visibility: ContentVisibility; bventId: string }, accountId: string | null) {
    return (await visibleTo(this.viewerOf, accountId, ex.bventId)).includes(ex.visibility);
  }

  async webIms(orgId: string, lang: TLanguage, accountId: string | null): Promise<TExhibitorOrgWebIms> {
    const ex = await this.repo.exhibitorOfOrg(orgId);
    // The chat lives on the exhibitor's page (mim tab); an org with no exhibitor this caller may see has none.
    if (!ex || ex.status !== 'normal' || !(await this.visibleTo(ex, accountId)))
      return { url: '', groupType: 'exhibitor' };
    return { url: `/m/${lang}/exhibitor/${ex.id}/mim/friendList`, groupType: 'exhibitor' };
  }

  async contact(
    orgId: string,
    bventId: string,
    type: '0' | '1' | '2',
    lang: TLanguage,
    accountId: string | null,
  ): Promise<TExhibitorContact> {
    const decoration = await this.bvent.getDecoration(bventId);
    // Contact details are shown only where the organizer enables it; the server is the lock.
    if (!decoration.isEnableShowExhibitorContact) {
      throw new BusinessError(ErrorCode.Forbidden, 403, 'exhibitor contact is not shown at this event');
    }
    const ex = await this.repo.exhibitorOfOrg(orgId, bventId);
    assertShowable(ex);
    if (!(await this.visibleTo(ex, accountId))) throw new BusinessError(ErrorCode.Forbidden, 403);
    const c = ex.contact;
    const phones = type === '0' || type === '1';
    const mail = type === '0' || type === '2';
    return {
      exhibitorOrgId: orgId,
      exhibitorId: ex.id,
      companyName: pickText(ex.name, lang),
      contactName: c ? pickText(c.contactName, lang) : '',
      telephone: c && phones ? c.telephone : '',
      mobile: c && phones ? c.mobile : '',
      email: c && mail ? c.email : '',
      address: c && type === '0' ? pickText(c.address, lang) : '',
    };
  }

  async searchDecoration(bventId: string, lang: TLanguage): Promise<TSearchDecoration> {
    if (!(await this.bvent.exists(bventId))) throw new BusinessError(ErrorCode.EventNotFound);
    const d = await this.repo.searchDecoration(bventId);
    // An event without a search decoration gets an empty one: the page shows just the box.
    return {
      bventId,
      banners: d?.banners ?? [],
      hotWords: (d?.hotWords ?? []).map((w) => pickText(w, lang)).filter(Boolean),
      placeholder: d ? pickText(d.placeholder, lang) : '',
      backgroundColor: d?.backgroundColor ?? '',
    };
  }

  async dataSource(bventId: string, fieldName: string, lang: TLanguage): Promise<TDataSourceDetail> {
    const f = await this.repo.dataSourceField(bventId, fieldName);
    if (!f && fieldName === 'Cate') return this.industries(bventId, lang);
    if (!f) throw new BusinessError(ErrorCode.FieldSourceNotFound, 404, fieldName);
    return {
      bventId,
      fieldName: f.fieldName,
      displayName: pickText(f.displayName, lang),
      options: f.options.map((o) => ({
        value: o.value,
        label: pickText(o.label, lang),
        parentValue: o.parentValue,
      })),
    };
  }

  /**
   * Cate, the exhibitor's industry, is chosen from the event's product category tree unless the organizer
   * stored a data source of its own for it: the options are the categories (children name their parent).
   */
  private async industries(bventId: string, lang: TLanguage): Promise<TDataSourceDetail> {
    const [rows, label] = await Promise.all([
      this.repo.categoryOptions(bventId),
      this.repo.fieldLabel(bventId, 'Cate'),
    ]);
    if (rows.length === 0) throw new BusinessError(ErrorCode.FieldSourceNotFound, 404, 'Cate');
    return {
      bventId,
      fieldName: 'Cate',
      displayName: label ? pickText(label, lang) : 'Cate',
      options: rows.map((r) => ({ value: r.id, label: pickText(r.name, lang), parentValue: r.parentId })),
    };
  }

  async areaTree(depth: number, lang: TLanguage): Promise<TAreaNode[]> {
    const rows = await this.areas.getOrLoad('areas', () => this.repo.areaNodes());
    const maxLevel = depth === 0 ? Number.POSITIVE_INFINITY : depth;
    const byCode = new Map<string, TAreaNode>();
    const roots: TAreaNode[] = [];
    // Rows come ordered by level, then sort: every parent exists before its children.
    for (const r of rows) {
      if (r.level > maxLevel) continue;
      const node: TAreaNode = { code: r.code, name: pickText(r.name, lang), level: r.level, children: [] };
      byCode.set(r.code, node);
      const parent = r.parentCode ? byCode.get(r.parentCode) : undefined;
      if (parent) parent.children.push(node);
      else if (!r.parentCode) roots.push(node);
    }
    return roots;
  }

  async areaCodes(lang: TLanguage): Promise<TAreaCode[]> {
    const rows = await this.repo.callingCodes();
    return rows.map((r) => ({
      countryCode: r.countryCode,
      areaCode: r.areaCode,
      name: pickText(r.name, lang),
    }));
  }

  async filesInGroup(groupId: string): Promise<TMediaFile[]> {
    const rows = await this.repo.filesInGroup(groupId);
    return rows.map((r) => ({
      id: r.id,
      groupId: r.groupId,
      name: r.name,
      fileType: r.fileType,
      url: r.url,
      cover: r.cover,
      size: r.size,
      sort: r.sort,
    }));
  }
}
