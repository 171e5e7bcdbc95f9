import {
  COMPANY_ADDRESS_MAX,
  COMPANY_BOOTH_MAX,
  COMPANY_CONTACT_NAME_MAX,
  COMPANY_EMAIL_MAX,
  COMPANY_IMAGES_MAX,
  COMPANY_LINE_MAX,
  COMPANY_LINK_MAX,
  COMPANY_NAME_MAX,
  COMPANY_PHONE_MAX,
  COMPANY_PHONE_PATTERN,
  COMPANY_TEXT_MAX,
  ErrorCode,
  textLength,
  type TCompany,
  type TCompanyField,
  type TLanguage,
  type TSaveCompanyBody,
} from '@showfloor/contracts';
import { cleanPhone, safeHttpUrl } from '@showfloor/domain';

import type { DraftImage } from '../../../lib/use-image-list.ts';

export type { DraftImage };

export interface DraftField {
  def: TCompanyField;
  text: Partial<Record<TLanguage, string>>;
  value: string;
  images: DraftImage[];
}

export interface CompanyDraft {
  name: Partial<Record<TLanguage, string>>;
  logo: DraftImage[];
  boothNumber: string;
  banners: DraftImage[];
  contactName: Partial<Record<TLanguage, string>>;
  telephone: string;
  mobile: string;
  email: string;
  address: Partial<Record<TLanguage, string>>;
  fields: DraftField[];
}

/** Where a problem shows: a field of the form (`name.en-US`, `contact.email`, `field.Telephone`) or the form. */
export type ProblemAt = string;
const PHONE_NAMES = new Set(['Telephone', 'Fax']);

/** A dictionary key with its values (the form's own checks) or the gateway's words. */
export type Problem = { key: string; values?: Record<string, unknown> } | string;
export type Problems = Record<ProblemAt, Problem>;

let n = 0;
const kept = (url: string): DraftImage => ({ id: `kept-${(n += 1)}`, preview: url, image: url });

export function draftOf(c: TCompany): CompanyDraft {
  return {
    name: { ...c.name },
    logo: c.logo ? [kept(c.logo)] : [],
    boothNumber: c.boothNumber,
    banners: c.banners.map(kept),
    contactName: { ...c.contact.contactName },
    telephone: c.contact.telephone,
    mobile: c.contact.mobile,
    email: c.contact.email,
    address: { ...c.contact.address },
    fields: c.fields.map((def) => ({
      def,
      text: { ...def.text },
      // A stored '86--21-5555-' is edited as visitors read it, '86-21-5555' (the same number, and saved so).
      value: PHONE_NAMES.has(def.fieldName) ? cleanPhone(def.value) : def.value,
      images: def.images.map(kept),
    })),
  };
}

const refs = (images: readonly DraftImage[]) => images.flatMap((p) => (p.image ? [p.image] : []));

export function bodyOf(d: CompanyDraft, bventId: string): TSaveCompanyBody {
  return {
    bventId,
    name: d.name,
    logo: refs(d.logo)[0] ?? '',
    boothNumber: d.boothNumber,
    banners: refs(d.banners),
    contact: {
      contactName: d.contactName,
      telephone: d.telephone,
      mobile: d.mobile,
      email: d.email,
      address: d.address,
    },
    fields: d.fields.map((f) => ({
      fieldName: f.def.fieldName,
      text: f.text,
      value: f.value,
      images: refs(f.images),
    })),
  };
}

/** The form's own checks (the gateway makes the same ones), keyed by where each shows. */
export function draftProblems(d: CompanyDraft, languages: readonly TLanguage[]): Problems {
  const p: Problems = {};
  const tooLong = (at: string, v: string | undefined, max: number, key = 'company_text_max') => {
    if (v && textLength(v) > max) p[at] = { key, values: { max } };
  };
  if (!languages.some((l) => d.name[l]?.trim())) p.name = { key: 'company_name_required' };
  for (const l of languages) tooLong(`name.${l}`, d.name[l], COMPANY_NAME_MAX);
  if (d.logo.length === 0) p.logo = { key: 'company_logo_required' };
  tooLong('boothNumber', d.boothNumber, COMPANY_BOOTH_MAX);
  if (d.banners.length > COMPANY_IMAGES_MAX)
    p.banners = { key: 'workbench_images_max', values: { max: COMPANY_IMAGES_MAX } };
  for (const l of languages) {
    tooLong(`contact.contactName.${l}`, d.contactName[l], COMPANY_CONTACT_NAME_MAX);
    tooLong(`contact.address.${l}`, d.address[l], COMPANY_ADDRESS_MAX);
  }
  for (const k of ['telephone', 'mobile'] as const) {
    const v = d[k].trim();
    if (v && !COMPANY_PHONE_PATTERN.test(v)) p[`contact.${k}`] = { key: 'cards_bad_phone' };
    tooLong(`contact.${k}`, v, COMPANY_PHONE_MAX);
  }
  const email = d.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    p['contact.email'] = { key: 'enquiry_email_invalid' };
  tooLong('contact.email', email, COMPANY_EMAIL_MAX);
  for (const f of d.fields) {
    const at = `field.${f.def.fieldName}`;
    const value = f.value.trim();
    const type = f.def.fieldType;
    if (type === 'image') {
      if (f.images.length > COMPANY_IMAGES_MAX)
        p[at] = { key: 'workbench_images_max', values: { max: COMPANY_IMAGES_MAX } };
    } else if (f.def.localized) {
      const max = type === 'textarea' ? COMPANY_TEXT_MAX : COMPANY_LINE_MAX;
      for (const l of languages) tooLong(`${at}.${l}`, f.text[l], max);
    } else if (PHONE_NAMES.has(f.def.fieldName)) {
      if (value && !COMPANY_PHONE_PATTERN.test(value)) p[at] = { key: 'cards_bad_phone' };
      tooLong(at, value, COMPANY_PHONE_MAX);
    } else if (type === 'link' || type === 'video') {
      // A video the company shows now may stay as it is (a clip the fair keeps); anything new is a web address.
      const same = type === 'video' && value === f.def.value;
      if (value && !same && !safeHttpUrl(value)) p[at] = { key: 'company_link_invalid' };
      tooLong(at, value, COMPANY_LINK_MAX);
    } else if (type === 'number') {
      if (value && !/^-?\d+(\.\d+)?$/.test(value)) p[at] = { key: 'company_number_invalid' };
    } else tooLong(at, value, type === 'textarea' ? COMPANY_TEXT_MAX : COMPANY_LINE_MAX);
  }
  return p;
}

/** Where the gateway's refusal of a place (`body.fields.3.value`) shows on the form. */
function placeOf(path: string, d: CompanyDraft): ProblemAt {
  const field = /^body\.fields\.(\d+)(?:\.text\.([\w-]+))?/.exec(path);
  if (field) {
    const name = d.fields[Number(field[1])]?.def.fieldName;
    return name ? `field.${name}${field[2] ? `.${field[2]}` : ''}` : 'form';
  }
  const m = /^body\.(name|logo|boothNumber|banners|contact\.\w+)/.exec(path);
  return m ? m[1]! : 'form';
}

/** The gateway's refusal as the form shows it: each problem under its field, the rest above the save button. */
export function refusalProblems(
  error: {
    businessCode: number | null;
    message: string;
    details?: readonly { path: string; message: string }[];
  },
  d: CompanyDraft,
): Problems {
  if (error.businessCode === ErrorCode.ProductImageUnknown) {
    // The gateway names the picture's place after the message (`...: body.banners.2`).
    const at = /body\.[\w.]+/.exec(error.message);
    return { [at ? placeOf(at[0], d) : 'form']: error.message };
  }
  if (!error.details?.length) return { form: error.message };
  const found: Problems = {};
  for (const x of error.details) {
    const at = placeOf(x.path, d);
    const before = found[at];
    found[at] = typeof before === 'string' ? `${before}; ${x.message}` : x.message;
  }
  return found;
}
