import {
  CURRENCIES,
  ErrorCode,
  FIELD_TYPES,
  type TCurrency,
  type TDynamicField,
  type TExhibitorSummary,
  type TLanguage,
} from '@showfloor/contracts';
import { contentVisible } from '@showfloor/domain';
import type { ViewerOf } from '../shared/shown.ts';
import type { Localized } from '../../db/schema/types.ts';
import { BusinessError } from '../../http/errors.ts';
import { assertShowable } from '../exhibitor/exhibitor.service.ts';
import { pickText } from '../shared/localize.ts';

/** Used by the product, project and pavilion services alike: how the catalog turns rows into contract shapes. */

export type { ViewerOf } from '../shared/shown.ts';

/** numeric(12,2) as Drizzle returns it ('1234.50') -> integer minor units (123450); null stays null. */
export function toMinorUnits(price: string | null): number | null {
  if (price === null) return null;
  const n = Number(price);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** The event's currency as a contract value; a stored value outside the list is shown as the default, CNY. */
export function asCurrency(code: string): TCurrency {
  return (CURRENCIES as readonly string[]).includes(code) ? (code as TCurrency) : 'CNY';
}

export const pageOffset = (pageNo: number, pageSize: number): number => (pageNo - 1) * pageSize;

export function pagerOf(pageNo: number, pageSize: number, total: number) {
  return { pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export interface ExhibitorOfContent {
  id: string;
  status: string;
  visibility: 'all' | 'registeredDomestic' | 'registeredOverseas';
  name: Localized;
  logo: string;
  boothNumber: string;
  pavilionId: string | null;
  pavilionName: Localized | null;
}

/**
 * Content inherits its exhibitor's state (1002-1004 when the exhibitor may not be shown) and its visibility
 * (restricted to registered domestic / overseas buyers -> 403, the no-permission page).
 */
export async function assertExhibitorAllows(
  exhibitor: ExhibitorOfContent,
  bventId: string,
  accountId: string | null,
  viewerOf: ViewerOf,
): Promise<void> {
  assertShowable(exhibitor);
  if (
    exhibitor.visibility !== 'all' &&
    !contentVisible(exhibitor.visibility, await viewerOf(accountId, bventId))
  ) {
    throw new BusinessError(ErrorCode.Forbidden, 403);
  }
}

export function exhibitorSummary(e: ExhibitorOfContent, lang: TLanguage): TExhibitorSummary {
  return {
    id: e.id,
    name: pickText(e.name, lang),
    logo: e.logo,
    boothNumber: e.boothNumber,
    pavilion: e.pavilionId ? { id: e.pavilionId, name: pickText(e.pavilionName, lang) } : null,
  };
}

type FieldType = (typeof FIELD_TYPES)[number];
const isFieldType = (t: string): t is FieldType => (FIELD_TYPES as readonly string[]).includes(t);

export function dynamicFields(
  fields: {
    fieldName: string;
    fieldType: string;
    displayName: Localized;
    fieldValue: string;
    valueI18n: Localized | null;
  }[],
  lang: TLanguage,
): TDynamicField[] {
  return fields.map((f) => ({
    displayName: pickText(f.displayName, lang),
    fieldName: f.fieldName,
    // An unknown stored type is shown as text rather than breaking the page.
    fieldType: isFieldType(f.fieldType) ? f.fieldType : 'text',
    fieldValue: f.valueI18n ? pickText(f.valueI18n, lang) : f.fieldValue,
  }));
}
