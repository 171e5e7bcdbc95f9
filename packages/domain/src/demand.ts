import {
  DEMAND_PICTURES_MAX,
  DEMAND_TAG_MAX,
  DEMAND_TAGS_MAX,
  DEMAND_TEXT_MAX,
  DEMAND_TITLE_MAX,
  DEMAND_VALID_DAYS_MAX,
  QUANTITY_MAX,
  textLength,
  UNIT_MAX,
} from '@showfloor/contracts';
import { addDays, beijingToEpoch, daysBetween } from './beijing-time.ts';

/*
 * The publish-demand form's rules, as the dictionary states them: the form shows them as the buyer types, the
 * gateway refuses what breaks them (one table of cases tests both).
 */

export type DemandProblem =
  | 'titleRequired'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'quantityRequired'
  | 'quantityZero'
  | 'quantityTooLarge'
  | 'unitTooLong'
  | 'validUntilRequired'
  | 'validUntilOutOfRange'
  | 'tooManyPictures'
  | 'agreementRequired';

export type TagProblem = 'tagEmpty' | 'tagTooLong' | 'tagExists' | 'tooManyTags';

/** Each problem's words in the dictionary (enquiry namespace; the shared ones are the enquiry form's). */
export const DEMAND_PROBLEM_KEYS: Record<DemandProblem | TagProblem, string> = {
  titleRequired: 'demand_title_required',
  titleTooLong: 'demand_title_max',
  descriptionTooLong: 'demand_description_max',
  quantityRequired: 'enquiry_quantity_required',
  quantityZero: 'enquiry_quantity_not_zero',
  quantityTooLarge: 'enquiry_quantity_max',
  unitTooLong: 'enquiry_unit_max',
  validUntilRequired: 'demand_valid_until_required',
  validUntilOutOfRange: 'demand_valid_until_invalid',
  tooManyPictures: 'demand_pictures_max',
  agreementRequired: 'enquiry_agreement_required',
  tagEmpty: 'demand_tag_empty',
  tagTooLong: 'demand_tag_max',
  tagExists: 'demand_tag_exists',
  tooManyTags: 'demand_tags_max',
};

export interface DemandForm {
  title: string;
  description: string;
  /** As typed: digits only are a quantity. */
  quantity: string;
  unit: string;
  /** YYYY-MM-DD, or '' when not chosen. */
  validUntil: string;
  pictures: number;
  agreed: boolean;
}

/** The same tag: the same word whatever its case or width (ＡＢＣ, abc). */
export const tagKey = (tag: string) => tag.trim().normalize('NFKC').toLowerCase();

/** Why a tag cannot be added to those the demand has; null when it can. */
export function tagProblem(tags: readonly string[], tag: string): TagProblem | null {
  const t = tag.trim();
  if (t === '') return 'tagEmpty';
  if (textLength(t) > DEMAND_TAG_MAX) return 'tagTooLong';
  if (tags.some((x) => tagKey(x) === tagKey(t))) return 'tagExists';
  if (tags.length >= DEMAND_TAGS_MAX) return 'tooManyTags';
  return null;
}

/** The first problem of a list of tags (each against those before it), or null. */
export function tagsProblem(tags: readonly string[]): TagProblem | null {
  for (let i = 0; i < tags.length; i++) {
    const p = tagProblem(tags.slice(0, i), tags[i]!);
    if (p) return p;
  }
  return null;
}

/** Whether a valid-until day may be chosen on `today` (Beijing): today up to a year ahead. */
export function validUntilInRange(day: string, today: string): boolean {
  // NaN (a malformed or impossible date such as 2026-02-30) fails both comparisons.
  const ahead = daysBetween(today, day);
  return ahead >= 0 && ahead <= DEMAND_VALID_DAYS_MAX;
}

/** The instant a demand valid until `day` expires: the end of that day in Beijing. */
export const demandExpiresAt = (day: string) => beijingToEpoch(`${addDays(day, 1)} 00:00:00`);

/** Every problem of the form, in the order the form shows them; empty when it may be sent. */
export function demandProblems(form: DemandForm, today: string): DemandProblem[] {
  const out: DemandProblem[] = [];
  const title = form.title.trim();
  if (title === '') out.push('titleRequired');
  else if (textLength(title) > DEMAND_TITLE_MAX) out.push('titleTooLong');
  if (textLength(form.description.trim()) > DEMAND_TEXT_MAX) out.push('descriptionTooLong');
  const q = form.quantity.trim();
  if (q === '' || !/^\d+$/.test(q)) out.push('quantityRequired');
  else if (Number(q) === 0) out.push('quantityZero');
  else if (Number(q) > QUANTITY_MAX) out.push('quantityTooLarge');
  if (textLength(form.unit.trim()) > UNIT_MAX) out.push('unitTooLong');
  if (form.validUntil === '') out.push('validUntilRequired');
  else if (!validUntilInRange(form.validUntil, today)) out.push('validUntilOutOfRange');
  if (form.pictures > DEMAND_PICTURES_MAX) out.push('tooManyPictures');
  if (!form.agreed) out.push('agreementRequired');
  return out;
}
