import type {
  TLanguage,
  TProductContentView,
  TProductState,
  TRevisionState,
  TWorkbenchProduct,
} from '@showfloor/contracts';
import type { ProductLife } from '@showfloor/domain';
import type { StoredProductRevision } from '../../db/schema/products.ts';
import type { Localized } from '../../db/schema/types.ts';
import { asCurrency } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import { APPROVED_STATES, type WorkbenchRow } from './workbench.repository.ts';

/** What a product's main columns hold (what visitors see once it is approved), as a revision. */
export function mainContent(row: WorkbenchRow): StoredProductRevision {
  return {
    name: row.name,
    description: row.description ?? {},
    categoryId: row.categoryId,
    model: row.model,
    price: row.price,
    currency: row.currency,
    image: row.image,
    images: row.images,
    video: row.video,
  };
}

/**
 * Whether visitors have approved content of it: approved once (approved_at), or in an approved state (a product
 * loaded into those states by a seed that leaves the time out).
 */
export const wasApproved = (row: Pick<WorkbenchRow, 'approvedAt' | 'status'>): boolean =>
  row.approvedAt !== null || (APPROVED_STATES as readonly string[]).includes(row.status);

/** The product's place in the life cycle, as the domain's productStep reads it. */
export function lifeOf(row: WorkbenchRow): ProductLife {
  return {
    state: row.status as TProductState,
    revision: row.revisionState as TRevisionState | null,
    approved: wasApproved(row),
  };
}

/** The product's name for a log line: zh-CN, else its first language. */
export function logName(name: Localized): string {
  return name['zh-CN'] || Object.values(name).find((v): v is string => Boolean(v)) || '';
}

function contentView(c: StoredProductRevision, paths: Map<string, Localized>, lang: TLanguage) {
  const view: TProductContentView = {
    name: c.name,
    description: c.description,
    categoryId: c.categoryId,
    categoryName: c.categoryId ? pickText(paths.get(c.categoryId), lang) : '',
    model: c.model,
    price: c.price === null ? null : Number(c.price),
    currency: asCurrency(c.currency),
    image: c.image,
    images: c.images,
    video: c.video ?? null,
  };
  return view;
}

/** The category ids a view of these rows names (approved and edited content). */
export const categoryIdsOf = (rows: readonly WorkbenchRow[]) =>
  rows.flatMap((r) => [r.categoryId, r.revision?.categoryId ?? null]);

/** A product as its exhibitor and the organizer see it: what visitors see, and what waits or is edited. */
export function workbenchView(
  row: WorkbenchRow,
  paths: Map<string, Localized>,
  lang: TLanguage,
): TWorkbenchProduct {
  const main = mainContent(row);
  return {
    id: row.id,
    bventId: row.bventId,
    exhibitor: { id: row.exhibitorId, name: pickText(row.exhibitorName, lang) },
    state: row.status as TProductState,
    revisionState: row.revisionState as TRevisionState | null,
    reviewNote: row.reviewNote,
    published: wasApproved(row) ? contentView(main, paths, lang) : null,
    draft: contentView(row.revision ?? main, paths, lang),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    visitCount: row.visitCount,
    favoriteCount: row.favoriteCount,
  };
}
