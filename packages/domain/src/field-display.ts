import type { TDynamicField } from '@showfloor/contracts';

/** How many profile fields show before the expand link. */
export const PROFILE_PREVIEW_COUNT = 4;
/** Default cap of a field label's width. */
export const LABEL_WIDTH_CAP = '8em';

export type FieldPresentation =
  | { kind: 'gallery'; images: string[] }
  | { kind: 'video'; videos: string[] }
  | { kind: 'link'; url: string }
  | { kind: 'website'; url: string; clickable: boolean }
  | { kind: 'groups'; groups: { name: string; items: string[] }[] }
  /** A value shown through the dictionary (BoothType). */
  | { kind: 'translated'; key: string }
  | { kind: 'text'; text: string };

export interface PresentOptions {
  /** Inside a mini-program host, outside links cannot open, so the website is shown as text. */
  inMiniProgram: boolean;
}

const BOOTH_KEYS: Record<string, string> = { SpecialBooth: 'special_booth', StandardBooth: 'standard_booth' };

/** Only web addresses may become links; anything else (javascript:, data:) is shown as text. */
export function safeHttpUrl(value: string): string | null {
  const v = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v)
    ? v
    : /^www\.|^[\w-]+(\.[\w-]+)+(\/|$)/i.test(v)
      ? `https://${v}`
      : '';
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Media values are JSON arrays of { absoluteUrl }; a malformed value yields no media. */
export function parseMedia(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((item) =>
        item && typeof item === 'object' ? (item as { absoluteUrl?: unknown }).absoluteUrl : null,
      )
      .filter((u): u is string => typeof u === 'string' && u.length > 0);
  } catch {
    return [];
  }
}

/** Telephone and Fax: '86--021-' -> '86-021' (empty dash segments removed). */
export function cleanPhone(value: string): string {
  return value
    .split('-')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('-');
}

/** MainProducts: 'Parent/Child' paths, comma-separated, grouped by parent in first-seen order. */
export function groupMainProducts(value: string): { name: string; items: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const raw of value.split(/[,，]/)) {
    const [parent = '', ...restParts] = raw.split('/').map((s) => s.trim());
    if (!parent) continue;
    const items = groups.get(parent) ?? [];
    const child = restParts.filter(Boolean).join(' > ');
    if (child && !items.includes(child)) items.push(child);
    groups.set(parent, items);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}

function joinPath(value: string, separator: RegExp): string {
  return value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' > ');
}

/** ProjectCate: the stored 'Parent/Child' path is shown with '>'. */
export const projectCatePath = (cate: string): string => joinPath(cate, /\//);

/**
 * A field's value as plain text, the way the page shows it: Cate and ProjectCate as paths with '>',
 * MainProducts as its groups ("Parent: a, b · Other: c"), phone numbers without empty segments. For text that is
 * read outside the field's own rendering: search snippets, share cards.
 */
export function fieldPlainText(fieldName: string, value: string): string {
  switch (fieldName) {
    case 'Cate':
      return joinPath(value, /[,，]/);
    case 'ProjectCate':
      return projectCatePath(value);
    case 'MainProducts':
      return groupMainProducts(value)
        .map((g) => (g.items.length > 0 ? `${g.name}: ${g.items.join(', ')}` : g.name))
        .join(' · ');
    case 'Telephone':
    case 'Fax':
      return cleanPhone(value);
    default:
      return value;
  }
}

export function presentField(field: TDynamicField, opts: PresentOptions): FieldPresentation {
  const value = field.fieldValue ?? '';
  switch (field.fieldName) {
    case 'Cate':
      return { kind: 'text', text: joinPath(value, /[,，]/) };
    case 'ProjectCate':
      return { kind: 'text', text: projectCatePath(value) };
    case 'MainProducts':
      return { kind: 'groups', groups: groupMainProducts(value) };
    case 'Telephone':
    case 'Fax':
      return { kind: 'text', text: cleanPhone(value) };
    case 'BoothType': {
      const key = BOOTH_KEYS[value.trim()];
      return key ? { kind: 'translated', key } : { kind: 'text', text: value };
    }
    case 'CorporateWebsite': {
      const url = safeHttpUrl(value);
      return url && !opts.inMiniProgram
        ? { kind: 'website', url, clickable: true }
        : { kind: 'website', url: value.trim(), clickable: false };
    }
  }
  switch (field.fieldType) {
    case 'image':
      return { kind: 'gallery', images: parseMedia(value) };
    case 'video':
      return { kind: 'video', videos: parseMedia(value) };
    case 'link': {
      const url = safeHttpUrl(value);
      return url ? { kind: 'link', url } : { kind: 'text', text: value };
    }
    default:
      return { kind: 'text', text: value };
  }
}

/** Whether a presented field has anything to show; empty fields are left out of the profile. */
export function hasContent(p: FieldPresentation): boolean {
  switch (p.kind) {
    case 'gallery':
      return p.images.length > 0;
    case 'video':
      return p.videos.length > 0;
    case 'groups':
      return p.groups.length > 0;
    case 'text':
      return p.text.trim().length > 0;
    case 'website':
    case 'link':
      return p.url.length > 0;
    case 'translated':
      return true;
  }
}

/** The profile block: the fields with content, the first few of them, and whether there are more. */
export function profileFields(fields: readonly TDynamicField[], opts: PresentOptions) {
  const all = fields
    .map((field) => ({ field, presentation: presentField(field, opts) }))
    .filter((f) => hasContent(f.presentation));
  return { all, preview: all.slice(0, PROFILE_PREVIEW_COUNT), hasMore: all.length > PROFILE_PREVIEW_COUNT };
}
