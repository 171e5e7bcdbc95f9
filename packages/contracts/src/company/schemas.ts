import { z } from 'zod';
import { ZGuid, ZLanguage } from '../common/primitives.ts';
import { textLength } from '../common/text.ts';
import {
  CATALOGUE_COLUMNS,
  COMPANY_ADDRESS_MAX,
  COMPANY_BOOTH_MAX,
  COMPANY_CONTACT_NAME_MAX,
  COMPANY_EMAIL_MAX,
  COMPANY_IMAGES_MAX,
  COMPANY_NAME_MAX,
  COMPANY_PHONE_MAX,
  COMPANY_PHONE_PATTERN,
  COMPANY_TEXT_MAX,
} from './constants.ts';

const within = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((s) => textLength(s) <= max, message);

/** A text in the event's languages (visitors see theirs, with the spec's fallback). */
const localized = (max: number, message: string) => z.partialRecord(ZLanguage, within(max, message));

const phone = within(COMPANY_PHONE_MAX, `At most ${COMPANY_PHONE_MAX} characters`).refine(
  (s) => COMPANY_PHONE_PATTERN.test(s),
  'Only digits, spaces and + - ( )',
);

/**
 * A picture as the form sends it: one just uploaded through the workbench's upload call (its key or address) or
 * one the company already shows (its address). Anything else is refused.
 */
export const ZCompanyImageRef = z.string().min(1).max(2048);

export const ZCompanyQuery = z.object({ bventId: ZGuid });

export const ZCompanyContactInput = z.object({
  contactName: localized(COMPANY_CONTACT_NAME_MAX, `At most ${COMPANY_CONTACT_NAME_MAX} characters`).default(
    {},
  ),
  telephone: phone.default(''),
  mobile: phone.default(''),
  email: within(COMPANY_EMAIL_MAX, `At most ${COMPANY_EMAIL_MAX} characters`)
    .refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Please enter a valid e-mail address')
    .default(''),
  address: localized(COMPANY_ADDRESS_MAX, `At most ${COMPANY_ADDRESS_MAX} characters`).default({}),
});

/**
 * One profile field's new value; which part counts is the field's type at the event: `text` (per language) for
 * text fields the event stores per language, `value` for the others (a number, a date, a link, a video's
 * address, a booth type, a phone number), `images` for a gallery.
 */
export const ZCompanyFieldInput = z.object({
  fieldName: z.string().min(1).max(100),
  text: z
    .partialRecord(
      ZLanguage,
      z
        .string()
        .trim()
        .max(COMPANY_TEXT_MAX * 4),
    )
    .default({}),
  value: z
    .string()
    .trim()
    .max(COMPANY_TEXT_MAX * 4)
    .default(''),
  images: z
    .array(ZCompanyImageRef)
    .max(COMPANY_IMAGES_MAX, `Up to ${COMPANY_IMAGES_MAX} pictures`)
    .default([]),
});
export type TCompanyFieldInput = z.input<typeof ZCompanyFieldInput>;

/** The exhibitor's own content, saved whole; it goes live at once. */
export const ZSaveCompanyBody = z.object({
  bventId: ZGuid,
  name: localized(COMPANY_NAME_MAX, `The name has at most ${COMPANY_NAME_MAX} characters`).refine(
    (m) => Object.values(m).some((v) => v && v.length > 0),
    'Please enter the company name',
  ),
  logo: ZCompanyImageRef.refine((s) => s.trim() !== '', 'Please add the logo'),
  boothNumber: within(COMPANY_BOOTH_MAX, `The booth has at most ${COMPANY_BOOTH_MAX} characters`).default(''),
  banners: z
    .array(ZCompanyImageRef)
    .max(COMPANY_IMAGES_MAX, `Up to ${COMPANY_IMAGES_MAX} banners`)
    .default([]),
  contact: ZCompanyContactInput.default({
    contactName: {},
    telephone: '',
    mobile: '',
    email: '',
    address: {},
  }),
  fields: z.array(ZCompanyFieldInput).max(100).default([]),
});
export type TSaveCompanyBody = z.input<typeof ZSaveCompanyBody>;

export const ZCompanyContact = z.object({
  contactName: z.partialRecord(ZLanguage, z.string()),
  telephone: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.partialRecord(ZLanguage, z.string()),
});
export type TCompanyContact = z.infer<typeof ZCompanyContact>;

/** One of the event's profile fields with the exhibitor's value (empty when it has none yet). */
export const ZCompanyField = z.object({
  fieldName: z.string(),
  /** The event's type for it (exhibitor FIELD_TYPES; an unknown stored type is edited as text). */
  fieldType: z.string(),
  /** The field's label in the request's language. */
  displayName: z.string(),
  /** The event keeps this field's value per language (valueI18n). */
  localized: z.boolean(),
  text: z.partialRecord(ZLanguage, z.string()),
  /** The plain value; a video's address for a video field. */
  value: z.string(),
  /** A gallery's pictures (addresses). */
  images: z.array(z.string()),
});
export type TCompanyField = z.infer<typeof ZCompanyField>;

/** What the exhibitor edits on its company page, as it is live now. */
export const ZCompany = z.object({
  exhibitorId: ZGuid,
  bventId: ZGuid,
  /** Banned by the organizer: the page reads, saving is refused. */
  banned: z.boolean(),
  /** The event's languages, its default first. */
  languages: z.array(ZLanguage),
  name: z.partialRecord(ZLanguage, z.string()),
  logo: z.string(),
  boothNumber: z.string(),
  /** The pavilion (set by the organizer) in the request's language, '' without one. */
  pavilion: z.string(),
  banners: z.array(z.string()),
  contact: ZCompanyContact,
  fields: z.array(ZCompanyField),
});
export type TCompany = z.infer<typeof ZCompany>;

const CATALOGUE_KEYS = CATALOGUE_COLUMNS.map((c) => c.key) as [
  (typeof CATALOGUE_COLUMNS)[number]['key'],
  ...(typeof CATALOGUE_COLUMNS)[number]['key'][],
];

/** The exhibitor's entry in the printed catalogue: each column's value, per language where the column is. */
export const ZCatalogueEntry = z.object({
  exhibitorId: ZGuid,
  languages: z.array(ZLanguage),
  cells: z.array(
    z.object({
      key: z.enum(CATALOGUE_KEYS),
      /** The language of a per-language column's value; null for the others. */
      lang: ZLanguage.nullable(),
      value: z.string(),
    }),
  ),
});
export type TCatalogueEntry = z.infer<typeof ZCatalogueEntry>;

export const ZCompanyFile = z.object({ fileName: z.string(), content: z.string() });
