import { describe, expect, it } from 'vitest';
import { ErrorCode, PRODUCT_STATES, REVISION_STATES } from '@showfloor/contracts';
import { EN_US_ENTRIES } from '@showfloor/locales/en-US';
import {
  bodyOf,
  draftOf,
  draftProblems,
  emptyDraft,
  priceOf,
  type ProductDraft,
  refusalProblems,
} from './product-draft.ts';
import { formLanguages, textIn } from './product-words.ts';

const LANGS = ['zh-CN', 'en-US'] as const;
const image = (id: string, ref: string | null = `key-${id}`) => ({ id, preview: `blob:${id}`, image: ref });
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyDraft('CNY'),
  name: { 'zh-CN': '数控车床' },
  images: [image('a')],
  ...over,
});

describe('the product form’s own checks', () => {
  it('passes a product with a name in one language and a main image', () => {
    expect(draftProblems(draft(), LANGS)).toEqual({});
  });

  it('asks for a name in at least one language and the main image ("product main image required")', () => {
    expect(draftProblems(draft({ name: { 'en-US': '  ' }, images: [] }), LANGS)).toEqual({
      name: { key: 'workbench_name_required' },
      images: { key: 'product_main_image_required' },
    });
  });

  it('counts characters as a person does, per language, and says which one is too long', () => {
    const ok = draft({ name: { 'zh-CN': '车'.repeat(100), 'en-US': '👍'.repeat(100) } });
    expect(draftProblems(ok, LANGS)).toEqual({});
    const long = draft({
      name: { 'zh-CN': '车', 'en-US': 'x'.repeat(101) },
      description: { 'zh-CN': 'y'.repeat(2001) },
    });
    expect(draftProblems(long, LANGS)).toEqual({
      'name.en-US': { key: 'workbench_name_max', values: { max: 100 } },
      'description.zh-CN': { key: 'workbench_description_max', values: { max: 2000 } },
    });
  });

  it('takes an empty price (on request) or one with at most 2 decimals, within the limit', () => {
    expect(priceOf('')).toBeNull();
    expect(priceOf(' 12,5 ')).toBe(12.5);
    expect(priceOf('1999.99')).toBe(1999.99);
    for (const bad of ['1.999', '-3', 'abc', '1e3', '.5'])
      expect(draftProblems(draft({ price: bad }), LANGS).price).toEqual({ key: 'workbench_price_invalid' });
    expect(draftProblems(draft({ price: '99999999999' }), LANGS).price).toEqual({
      key: 'workbench_price_max',
    });
    expect(draftProblems(draft({ model: 'm'.repeat(51) }), LANGS).model).toEqual({
      key: 'workbench_model_max',
      values: { max: 50 },
    });
  });
});

describe('what the form sends', () => {
  it('sends trimmed texts of the asked languages only, the pictures in order (the first the main one)', () => {
    const d = draft({
      name: { 'zh-CN': ' 车床 ', 'en-US': '', 'pt-PT': 'Torno' },
      description: { 'en-US': ' Lathe ' },
      images: [image('b'), image('a', '/uploads/a.jpg')],
      price: '10.5',
      currency: 'USD',
      model: ' L-1 ',
    });
    expect(bodyOf(d, LANGS, 'ev', null)).toEqual({
      bventId: 'ev',
      name: { 'zh-CN': '车床' },
      description: { 'en-US': 'Lathe' },
      categoryId: null,
      model: 'L-1',
      price: 10.5,
      currency: 'USD',
      image: 'key-b',
      images: ['/uploads/a.jpg'],
      video: null,
    });
    expect(bodyOf(d, LANGS, 'ev', 'id-1').id).toBe('id-1');
  });

  it('sends the video once it is uploaded, and none while it still uploads', () => {
    const kept = draft({ video: { preview: 'blob:x', ref: 'f'.repeat(64) + '.mp4' } });
    expect(bodyOf(kept, LANGS, 'ev', null).video).toBe('f'.repeat(64) + '.mp4');
    expect(bodyOf(draft({ video: { preview: 'blob:x', ref: null } }), LANGS, 'ev', null).video).toBeNull();
  });

  it('puts a product back into the form with its pictures as they are', () => {
    const d = draftOf({
      name: { 'en-US': 'Lathe' },
      description: {},
      categoryId: null,
      categoryName: '',
      model: '',
      price: 12,
      currency: 'EUR',
      image: '/u/main.jpg',
      images: ['/u/2.jpg'],
      video: '/uploads/v.mp4',
    });
    expect(d.price).toBe('12');
    expect(d.images.map((p) => p.image)).toEqual(['/u/main.jpg', '/u/2.jpg']);
    expect(d.video).toEqual({ preview: '/uploads/v.mp4', ref: '/uploads/v.mp4' });
    expect(draftProblems(d, LANGS)).toEqual({});
  });
});

describe('a refused save', () => {
  it('goes under the field the gateway names, one language’s text under that language', () => {
    expect(
      refusalProblems({
        businessCode: ErrorCode.BadRequest,
        message: 'x',
        details: [
          { path: 'body.name.en-US', message: 'The name has at most 100 characters' },
          { path: 'body.image', message: 'product main image required' },
          { path: 'body.price', message: 'At most 2 decimals' },
          { path: 'body.images.3', message: 'unknown picture' },
          { path: 'body.bventId', message: 'Invalid' },
        ],
      }),
    ).toEqual({
      'name.en-US': 'The name has at most 100 characters',
      images: 'product main image required; unknown picture',
      price: 'At most 2 decimals',
      form: 'Invalid',
    });
  });

  it('a refused video under the video, in the gateway’s words', () => {
    expect(
      refusalProblems({ businessCode: ErrorCode.ProductVideoNotAccepted, message: 'must be 16:9' }),
    ).toEqual({ video: 'must be 16:9' });
  });

  it('a refused category or picture under its field, anything else under the form', () => {
    expect(refusalProblems({ businessCode: ErrorCode.CategoryNotFound, message: 'c' })).toEqual({
      category: 'c',
    });
    expect(refusalProblems({ businessCode: ErrorCode.ProductImageUnknown, message: 'p' })).toEqual({
      images: 'p',
    });
    expect(refusalProblems({ businessCode: ErrorCode.ProductStateRefused, message: 's' })).toEqual({
      form: 's',
    });
  });
});

describe('the product’s words', () => {
  it('reads a text in the page’s language with the gateway’s fallbacks', () => {
    expect(textIn({ 'zh-CN': '车床', 'en-US': 'Lathe' }, 'zh-HK')).toBe('车床');
    expect(textIn({ 'zh-CN': '车床', 'en-US': 'Lathe' }, 'pt-PT')).toBe('Lathe');
    expect(textIn({ 'pt-PT': 'Torno' }, 'en-US')).toBe('Torno');
    expect(textIn({}, 'en-US')).toBe('');
  });

  it('asks for the event’s languages, its default first, and always Simplified Chinese and English', () => {
    expect(formLanguages({ defaultLanguage: 'en-US', languageCollection: ['zh', 'en-US', 'pt-PT'] })).toEqual(
      ['en-US', 'zh-CN', 'pt-PT'],
    );
    expect(formLanguages(null, [{ 'zh-HK': '車床' }])).toEqual(['zh-CN', 'en-US', 'zh-HK']);
  });

  it('has the dictionary’s words for every state and every waiting edit', () => {
    const keys = [
      ...PRODUCT_STATES.map((s) => `review_product_${s}`),
      ...REVISION_STATES.map((s) => `workbench_revision_${s}`),
    ];
    expect(keys.filter((k) => !(k in EN_US_ENTRIES))).toEqual([]);
  });
});
