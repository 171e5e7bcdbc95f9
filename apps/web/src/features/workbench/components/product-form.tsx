import { useState } from 'react';
import {
  CURRENCIES,
  LANGUAGE_NAMES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  textLength,
  type TCategoryNode,
  type TLanguage,
  type TWorkbenchProduct,
} from '@showfloor/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { newClientId } from '../../../lib/client-id.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  bodyOf,
  draftProblems,
  type ProblemAt,
  type ProductDraft,
  type Problems,
  refusalProblems,
} from '../hooks/product-draft.ts';
import { useDraftImages } from '../hooks/use-draft-images.ts';
import { useSaveProduct } from '../hooks/use-product-actions.ts';
import { useDraftVideo } from '../hooks/use-draft-video.ts';
import { ImagePicker } from './image-picker.tsx';
import { VideoPicker } from './video-picker.tsx';
import '../../../components/form.css';
import './workbench.css';

interface Props {
  bventId: string;
  /** null: a new product. */
  productId: string | null;
  languages: readonly TLanguage[];
  categories: readonly TCategoryNode[];
  initial: ProductDraft;
  onSaved: (p: TWorkbenchProduct) => void;
}

/**
 * A product's form: its pictures (uploaded as they are picked; the first is the main one), name and description
 * in each of the event's languages, category, model, price and currency. The contract's limits show under each
 * field in the dictionary's words once the exhibitor tries to send, and the gateway's refusals under the field
 * they are about. A new product carries one key for all its tries, so a retry is one product.
 */
export function ProductForm({ bventId, productId, languages, categories, initial, onSaved }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [key] = useState(() => newClientId('prd-'));
  const save = useSaveProduct(onSaved);
  const pictures = useDraftImages(bventId, draft.images, (change) =>
    setDraft((d) => ({ ...d, images: change(d.images) })),
  );
  const film = useDraftVideo(bventId, draft.video, (video) => set('video', (d) => ({ ...d, video })));
  const own = tried ? draftProblems(draft, languages) : {};
  const problems: Problems = { ...refused, ...own };
  const busy = save.isPending;

  /** A change to a field takes back what the gateway said about it. */
  const set = (at: ProblemAt, change: (d: ProductDraft) => ProductDraft) => {
    setDraft(change);
    setRefused((r) =>
      Object.fromEntries(
        Object.entries(r).filter(([k]) => k !== at && !k.startsWith(`${at}.`) && k !== 'form'),
      ),
    );
  };
  const errorOf = (at: ProblemAt) => {
    const p = problems[at];
    if (!p) return null;
    return (
      <p className="sf-input__error" role="alert" data-testid={`product-error-${at}`}>
        {typeof p === 'string' ? p : t(p.key, p.values)}
      </p>
    );
  };

  const submit = () => {
    setTried(true);
    setRefused({});
    if (busy || pictures.uploading || film.uploading) return;
    if (Object.keys(draftProblems(draft, languages)).length > 0) {
      // The first field to fix is brought into view (the form is longer than a phone's screen).
      requestAnimationFrame(() =>
        document.querySelector('[data-testid^="product-error-"]')?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    save.mutate(
      { body: bodyOf(draft, languages, bventId, productId), key: productId ? null : key },
      {
        onError: (e) =>
          setRefused(
            e instanceof ApiError ? refusalProblems(e) : { form: e instanceof Error ? e.message : String(e) },
          ),
      },
    );
  };

  const texts = (field: 'name' | 'description') =>
    languages.map((l) => {
      const value = draft[field][l] ?? '';
      const max = field === 'name' ? PRODUCT_NAME_MAX : PRODUCT_DESCRIPTION_MAX;
      const onChange = (v: string) => set(field, (d) => ({ ...d, [field]: { ...d[field], [l]: v } }));
      return (
        <label key={l} className="sf-input" lang={l}>
          <span>{LANGUAGE_NAMES[l]}</span>
          {field === 'name' ? (
            <input
              value={value}
              onChange={(e) => onChange(e.target.value)}
              data-testid={`product-name-${l}`}
            />
          ) : (
            <textarea
              rows={3}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              data-testid={`product-description-${l}`}
            />
          )}
          <small className="sf-input__count">
            {textLength(value)}/{max}
          </small>
          {errorOf(`${field}.${l}`)}
        </label>
      );
    });

  return (
    <form
      className="sf-card sf-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="product-form"
    >
      <ImagePicker images={draft.images} pictures={pictures} error={errorOf('images')} />
      <VideoPicker video={draft.video} film={film} error={errorOf('video')} />
      <fieldset className="sf-wb-fieldset">
        <legend>{t('review_field_name')}</legend>
        <p className="sf-wb-hint">{t('workbench_languages_hint')}</p>
        {texts('name')}
        {errorOf('name')}
      </fieldset>
      <fieldset className="sf-wb-fieldset">
        <legend>{t('product_description')}</legend>
        {texts('description')}
        {errorOf('description')}
      </fieldset>
      {categories.length > 0 ? (
        <label className="sf-input">
          <span>{t('demand_category')}</span>
          <select
            value={draft.categoryId}
            onChange={(e) => set('category', (d) => ({ ...d, categoryId: e.target.value }))}
            data-testid="product-category"
          >
            <option value="">{t('demand_category_none')}</option>
            {categories.map((c) => (
              <optgroup key={c.id} label={c.name}>
                <option value={c.id}>{c.name}</option>
                {c.children.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {errorOf('category')}
        </label>
      ) : null}
      <label className="sf-input">
        <span>{t('review_field_model')}</span>
        <input
          value={draft.model}
          autoComplete="off"
          onChange={(e) => set('model', (d) => ({ ...d, model: e.target.value }))}
          data-testid="product-model"
        />
        {errorOf('model')}
      </label>
      <div className="sf-form__row">
        <label className="sf-input">
          <span>{t('review_field_price')}</span>
          <input
            value={draft.price}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('price_on_request')}
            onChange={(e) => set('price', (d) => ({ ...d, price: e.target.value }))}
            data-testid="product-price"
          />
          {errorOf('price')}
        </label>
        <label className="sf-input sf-input--narrow">
          <span>{t('workbench_currency')}</span>
          <select
            value={draft.currency}
            onChange={(e) =>
              set('currency', (d) => ({ ...d, currency: e.target.value as ProductDraft['currency'] }))
            }
            data-testid="product-currency"
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {errorOf('currency')}
        </label>
      </div>
      {errorOf('form')}
      <button
        type="submit"
        className="sf-button sf-button--primary sf-button--block"
        disabled={busy || pictures.uploading || film.uploading}
        data-testid="product-submit"
      >
        {busy ? t('workbench_submitting') : t('workbench_submit')}
      </button>
    </form>
  );
}
