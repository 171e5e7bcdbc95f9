import { FUNCTION_KEYS } from '@showfloor/contracts';
import { addDays } from '@showfloor/domain';
import { v5 as uuidv5 } from 'uuid';
import type {
  activities,
  events,
  exhibitorFields,
  exhibitors,
  products,
  projects,
} from '../db/schema/index.ts';
import type { StoredProductField } from '../db/schema/products.ts';
import type { Localized } from '../db/schema/types.ts';
import { initials, mediaUrl } from '../media/urls.ts';
import type { TExhibitorRow, TProductRow, TProjectRow } from './catalog-schema.ts';
import type { TActivityRow } from './extras-schema.ts';
import type { TFairFile } from './fair-schema.ts';
import { toHongKong } from './hong-kong.ts';
import type { TField, TLocalizedLong, TLocalizedText } from './text-schema.ts';

/** The namespace of the ids derived from an organizer's codes (a fixed, random UUID: never change it). */
const CODE_NAMESPACE = '0f3c5b7e-6a1d-4c52-9a8e-2d4b6f1e8c30';
export type Kind =
  | 'pavilion'
  | 'category'
  | 'exhibitor'
  | 'org'
  | 'product'
  | 'project'
  | 'agency'
  | 'activity'
  | 'slot'
  | 'live'
  | 'livestream';
/**
 * The id of the row an organizer's code names in an event: the same code always names the same row. Codes arrive
 * normalized (text-schema.ts: NFC, upper case), and the parts are joined as JSON so no code can run into the next.
 */
export const idOf = (bventId: string, kind: Kind, code: string): string =>
  uuidv5(JSON.stringify([bventId, kind, code]), CODE_NAMESPACE);

/** zh copies zh-CN and zh-HK is converted from it when not given. */
export function stored(t: TLocalizedText | TLocalizedLong | undefined): Localized {
  const out: Localized = {};
  if (!t) return out;
  if (t['zh-CN']) {
    out['zh-CN'] = t['zh-CN'];
    out.zh = t['zh-CN'];
    out['zh-HK'] = t['zh-HK'] ?? toHongKong(t['zh-CN']);
  } else if (t['zh-HK']) out['zh-HK'] = t['zh-HK'];
  if (t['en-US']) out['en-US'] = t['en-US'];
  if (t['pt-PT']) out['pt-PT'] = t['pt-PT'];
  return out;
}
const storedOrNull = (t: TLocalizedLong | undefined): Localized | null => (t ? stored(t) : null);
export const firstText = (t: TLocalizedText): string => t['en-US'] ?? t['zh-CN'] ?? '';

/**
 * The Beijing date of fair day `n` (1 the opening day, 0 the day before): the fair's own dates, or, for a fair
 * whose days have none, counted from the opening day the loader was given.
 */
export function fairDate(fair: TFairFile, openingDay: string | null, n: number): string {
  const days = fair.event.days;
  const given = days[n - 1]?.date;
  if (given) return given;
  const first = days[0]?.date ?? openingDay;
  if (!first) throw new Error('a fair without dates needs an opening day to be placed');
  return addDays(first, n - 1);
}
export const wallClock = (date: string, hhmm: string) => `${date} ${hhmm}:00`;

/** A row to insert and the columns a later load of the same row may change (what the file gave). */
export interface Upsert<T> {
  row: T;
  update: (keyof T & string)[];
}

const DEFAULT_DECORATION = {
  globalDecorate: { backgroundImg: '', backgroundColor: '#f3f6fb', isLock: false },
  themeColor: '#1f6feb',
  customStyle: '',
  customScript: '',
  faviconUrl: '',
  customImage: '',
  displayIncrementRules: [],
  isEnableShowExhibitorContact: true,
  isEnableBetweenExhibitorInstantCommunication: false,
};

/** The event row, everything the file leaves out a plain default; a later load changes only what the file says. */
export function eventRow(fair: TFairFile, openingDay: string | null): Upsert<typeof events.$inferInsert> {
  const e = fair.event;
  const days = e.days.map((d, i) => {
    const date = fairDate(fair, openingDay, i + 1);
    return { date, startTime: wallClock(date, d.from), endTime: wallClock(date, d.to) };
  });
  const sorted = [...days].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const title = stored(e.title);
  const hue = 212;
  const row = {
    id: e.id,
    belongOrgId: e.belongOrgId,
    topOrgId: e.topOrgId,
    title,
    logo: e.logo ?? mediaUrl('logo', hue, initials(firstText(e.title))),
    startTime: sorted[0]?.startTime ?? '',
    endTime: sorted[sorted.length - 1]?.endTime ?? '',
    days: sorted,
    shareSetting: {
      shareTitle: e.share?.title ? stored(e.share.title) : title,
      shareDesc: stored(e.share?.description),
      shareImage: e.share?.image ?? mediaUrl('share', hue, firstText(e.title)),
    },
    currency: e.currency,
    defaultLanguage: e.defaultLanguage,
    languages: e.languages,
    functionKeys: Object.fromEntries(FUNCTION_KEYS.map((k) => [k, e.functionKeys?.[k] ?? true])),
    decoration: { ...DEFAULT_DECORATION, ...e.decoration },
    ...(e.chatRoles ? { chatRoles: e.chatRoles } : {}),
    ...(e.chatTypes ? { chatTypes: e.chatTypes } : {}),
    ...(e.registration ? { registration: e.registration } : {}),
  };
  const update: Upsert<typeof row>['update'] = [
    'title',
    'days',
    'startTime',
    'endTime',
    'currency',
    'defaultLanguage',
    'languages',
  ];
  if (e.logo) update.push('logo');
  if (e.share) update.push('shareSetting');
  if (e.decoration) update.push('decoration');
  if (e.functionKeys) update.push('functionKeys');
  if (e.chatRoles) update.push('chatRoles');
  if (e.chatTypes) update.push('chatTypes');
  if (e.registration) update.push('registration');
  return { row, update };
}

type FieldRow = typeof exhibitorFields.$inferInsert;
const PROFILE_LABEL = { 'zh-CN': '公司简介', 'en-US': 'Company profile', 'pt-PT': 'Perfil da empresa' };
const WEBSITE_LABEL = { 'zh-CN': '企业官网', 'en-US': 'Corporate website', 'pt-PT': 'Sítio web' };

const fieldValue = (f: Omit<TField, 'sort'>): StoredProductField => ({
  fieldName: f.name,
  fieldType: f.type,
  displayName: stored(f.label),
  fieldValue: f.value,
  valueI18n: storedOrNull(f.text),
});

/** The exhibitor's profile fields the file gives: the whole list, or the profile and website columns. */
export function exhibitorFieldRows(exhibitorId: string, e: TExhibitorRow): FieldRow[] {
  if (e.fields)
    return e.fields.map((f, i) => ({ exhibitorId, ...fieldValue(f), sort: f.sort ?? (i + 1) * 10 }));
  const rows: FieldRow[] = [];
  if (e.profile && Object.values(e.profile).some(Boolean))
    rows.push({
      exhibitorId,
      ...fieldValue({
        name: 'CompanyProfile',
        type: 'textarea',
        label: PROFILE_LABEL,
        value: '',
        text: e.profile,
      }),
      sort: 10,
    });
  if (e.website)
    rows.push({
      exhibitorId,
      ...fieldValue({ name: 'CorporateWebsite', type: 'link', label: WEBSITE_LABEL, value: e.website }),
      sort: 70,
    });
  return rows;
}

export function exhibitorRow(
  bventId: string,
  id: string,
  e: TExhibitorRow,
  index: number,
  pavilionId: string | null,
  orgId: string,
): Upsert<typeof exhibitors.$inferInsert> {
  const name = firstText(e.name);
  const row = {
    id,
    bventId,
    orgId,
    pavilionId,
    status: e.status,
    visibility: e.visibility,
    name: stored(e.name),
    logo: e.logo || mediaUrl('logo', (index * 47) % 360, initials(name)),
    boothNumber: e.booth ?? '',
    shopDecoration: {
      bannerImages: e.shop?.banners ?? [],
      themeColor: e.shop?.themeColor ?? '#1f6feb',
      slogan: stored(e.shop?.slogan),
    },
    visitCount: e.counts?.visits ?? 0,
    favoriteCount: e.counts?.favorites ?? 0,
    likeCount: e.counts?.likes ?? 0,
    sort: index + 1,
  };
  const update: Upsert<typeof row>['update'] = [
    'pavilionId',
    'status',
    'visibility',
    'name',
    'logo',
    'boothNumber',
    'sort',
  ];
  if (e.org) update.push('orgId');
  if (e.shop) update.push('shopDecoration');
  // Counters grow while the fair runs: a file changes them only when it gives them.
  if (e.counts) update.push('visitCount', 'favoriteCount', 'likeCount');
  return { row, update };
}

export function productRow(
  bventId: string,
  id: string,
  p: TProductRow,
  sort: number,
  exhibitorId: string,
  categoryId: string | null,
  currency: string,
): Upsert<typeof products.$inferInsert> {
  const row = {
    id,
    bventId,
    exhibitorId,
    categoryId,
    name: stored(p.name),
    description: storedOrNull(p.description),
    image: p.image || mediaUrl('product', (sort * 29) % 360, p.code),
    images: p.images ?? [],
    video: p.video ?? null,
    fields: (p.fields ?? []).map(fieldValue),
    price: p.price ?? null,
    currency: p.currency ?? currency,
    status: p.status,
    sort,
    visitCount: p.counts?.visits ?? 0,
    favoriteCount: p.counts?.favorites ?? 0,
    likeCount: p.counts?.likes ?? 0,
  };
  const update: Upsert<typeof row>['update'] = [
    'exhibitorId',
    'categoryId',
    'name',
    'description',
    'image',
    'price',
    'currency',
    'status',
    'sort',
  ];
  if (p.images) update.push('images');
  if (p.video) update.push('video');
  if (p.fields) update.push('fields');
  if (p.counts) update.push('visitCount', 'favoriteCount', 'likeCount');
  return { row, update };
}

export function projectRow(
  bventId: string,
  id: string,
  p: TProjectRow,
  sort: number,
  exhibitorId: string,
): Upsert<typeof projects.$inferInsert> {
  const row = {
    id,
    bventId,
    exhibitorId,
    name: stored(p.name),
    cover: p.cover || mediaUrl('project', (sort * 31) % 360, firstText(p.name)),
    cate: p.category,
    description: storedOrNull(p.description),
    status: p.status,
    sort,
    visitCount: p.counts?.visits ?? 0,
    favoriteCount: p.counts?.favorites ?? 0,
  };
  const update: Upsert<typeof row>['update'] = [
    'exhibitorId',
    'name',
    'cover',
    'cate',
    'description',
    'status',
    'sort',
  ];
  if (p.counts) update.push('visitCount', 'favoriteCount');
  return { row, update };
}

export function activityRow(
  bventId: string,
  id: string,
  a: TActivityRow,
  date: string,
  exhibitorId: string,
): Upsert<typeof activities.$inferInsert> {
  const row = {
    id,
    bventId,
    exhibitorId,
    title: stored(a.title),
    description: storedOrNull(a.description),
    startTime: wallClock(date, a.from),
    endTime: wallClock(date, a.to),
    location: a.location,
    cover: a.cover,
    capacity: a.capacity,
    registeredCount: a.registered ?? 0,
    registrationOpen: a.registrationOpen,
  };
  const update: Upsert<typeof row>['update'] = [
    'exhibitorId',
    'title',
    'description',
    'startTime',
    'endTime',
    'location',
    'cover',
    'capacity',
    'registrationOpen',
  ];
  if (a.registered !== undefined) update.push('registeredCount');
  return { row, update };
}
