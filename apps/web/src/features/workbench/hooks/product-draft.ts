import {
  ErrorCode,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MODEL_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  textLength,
  type TCurrency,
  type TLanguage,
  type TProductContentView,
  type TSaveProductBody,
} from '@showfloor/contracts';

import type { DraftImage } from '../../../lib/use-image-list.ts';

export type { DraftImage };

/**
 * The form's video: shown from the phone at once (`preview`), `ref` null while it uploads, then the key the
 * gateway kept it under (or the address of the one the product has).
 */
export interface DraftVideo {
  preview: string;
  ref: string | null;
}

/** What the product form holds; the first picture is the main one. */
export interface ProductDraft {
  name: Partial<Record<TLanguage, string>>;
  description: Partial<Record<TLanguage, string>>;
  categoryId: string;
  model: string;
  price: string;
  currency: TCurrency;
  images: DraftImage[];
  video: DraftVideo | null;
}

export const emptyDraft = (currency: TCurrency): ProductDraft => ({
  name: {},
  description: {},
  categoryId: '',
  model: '',
  price: '',
  currency,
  images: [],
  video: null,
});

/** The product as it is (or its waiting revision) put back into the form; its pictures keep their addresses. */
export function draftOf(content: TProductContentView): ProductDraft {
  const pictures = [content.image, ...content.images].filter(Boolean);
  return {
    name: { ...content.name },
    description: { ...content.description },
    categoryId: content.categoryId ?? '',
    model: content.model,
    price: content.price === null ? '' : String(content.price),
    currency: content.currency,
    images: pictures.map((url, i) => ({ id: `kept-${i}-${url}`, preview: url, image: url })),
    video: content.video ? { preview: content.video, ref: content.video } : null,
  };
}

/**
 * Where the form's words go: a field, or a field in one language (`name.en-US`); `form` is under the submit
 * button (a refusal that names no field).
 */
export type ProblemAt = string;
export type Problems = Record<ProblemAt, { key: string; values?: Record<string, number> } | string>;

const PRICE = /^\d+(\.\d{1,2})?$/;

/** The price as the save sends it: null when empty, NaN when it is not a price the form accepts. */
export function priceOf(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return PRICE.test(t) ? Number(t) : Number.NaN;
}

/**
 * The form's own checks, the contract's limits in the dictionary's words (the gateway checks the same): a name in
 * at least one language, each text within its length, a price with at most 2 decimals, the main image.
 */
export function draftProblems(draft: ProductDraft, languages: readonly TLanguage[]): Problems {
  const found: Problems = {};
  if (!languages.some((l) => (draft.name[l] ?? '').trim() !== ''))
    found.name = { key: 'workbench_name_required' };
  for (const l of languages) {
    if (textLength(draft.name[l] ?? '') > PRODUCT_NAME_MAX)
      found[`name.${l}`] = { key: 'workbench_name_max', values: { max: PRODUCT_NAME_MAX } };
    if (textLength(draft.description[l] ?? '') > PRODUCT_DESCRIPTION_MAX)
      found[`description.${l}`] = {
        key: 'workbench_description_max',
        values: { max: PRODUCT_DESCRIPTION_MAX },
      };
  }
  if (textLength(draft.model) > PRODUCT_MODEL_MAX)
    found.model = { key: 'workbench_model_max', values: { max: PRODUCT_MODEL_MAX } };
  const price = priceOf(draft.price);
  if (price !== null && Number.isNaN(price)) found.price = { key: 'workbench_price_invalid' };
  else if (price !== null && price > PRODUCT_PRICE_MAX) found.price = { key: 'workbench_price_max' };
  if (draft.images.length === 0) found.images = { key: 'product_main_image_required' };
  else if (draft.images.length > PRODUCT_IMAGES_MAX)
    found.images = { key: 'workbench_images_max', values: { max: PRODUCT_IMAGES_MAX } };
  return found;
}

/** The save's body: texts trimmed, empty languages left out, the pictures in order (the first the main one). */
export function bodyOf(
  draft: ProductDraft,
  languages: readonly TLanguage[],
  bventId: string,
  id: string | null,
): TSaveProductBody {
  const texts = (m: Partial<Record<TLanguage, string>>) =>
    Object.fromEntries(
      languages.flatMap((l) => {
        const v = (m[l] ?? '').trim();
        return v ? [[l, v]] : [];
      }),
    ) as Partial<Record<TLanguage, string>>;
  const refs = draft.images.flatMap((p) => (p.image ? [p.image] : []));
  return {
    bventId,
    ...(id ? { id } : {}),
    name: texts(draft.name),
    description: texts(draft.description),
    categoryId: draft.categoryId || null,
    model: draft.model.trim(),
    price: priceOf(draft.price),
    currency: draft.currency,
    image: refs[0] ?? '',
    images: refs.slice(1),
    video: draft.video?.ref ?? null,
  };
}

/** The gateway's 400 details name their place (`body.name.en-US`); these are the form's places for them. */
const PLACE_OF: [RegExp, (m: RegExpExecArray) => ProblemAt][] = [
  [/^body\.(name|description)\.([\w-]+)$/, (m) => `${m[1]}.${m[2]}`],
  [/^body\.(name|description)$/, (m) => m[1] ?? 'form'],
  [/^body\.categoryId$/, () => 'category'],
  [/^body\.(model|price|currency)$/, (m) => m[1] ?? 'form'],
  [/^body\.images?(\.\d+)?$/, () => 'images'],
  [/^body\.video$/, () => 'video'],
];

/**
 * A refused save under the field it is about: the gateway's 400 lists each problem with its place; a refused
 * category or picture names its code; anything else is the form's.
 */
export function refusalProblems(error: {
  businessCode: number | null;
  message: string;
  details?: readonly { path: string; message: string }[];
}): Problems {
  if (error.businessCode === ErrorCode.CategoryNotFound) return { category: error.message };
  if (
    error.businessCode === ErrorCode.ProductImageUnknown ||
    error.businessCode === ErrorCode.WorkbenchImageNotAccepted
  )
    return { images: error.message };
  if (error.businessCode === ErrorCode.ProductVideoNotAccepted) return { video: error.message };
  if (!error.details?.length) return { form: error.message };
  const found: Problems = {};
  for (const d of error.details) {
    const rule = PLACE_OF.map(([re, at]) => {
      const m = re.exec(d.path);
      return m ? at(m) : null;
    }).find((x) => x !== null);
    const at = rule ?? 'form';
    const before = found[at];
    found[at] = typeof before === 'string' ? `${before}; ${d.message}` : d.message;
  }
  return found;
}
