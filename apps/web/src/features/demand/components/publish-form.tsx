import { useState } from 'react';
import {
  DEMAND_PICTURE_MAX_BYTES,
  DEMAND_PICTURES_MAX,
  DEMAND_TEXT_MAX,
  DEMAND_TITLE_MAX,
  DEMAND_VALID_DAYS_MAX,
  type TCategoryNode,
  type TDemand,
  type TTerm,
} from '@showfloor/contracts';
import {
  addDays,
  DEMAND_PROBLEM_KEYS,
  demandProblems,
  type DemandForm,
  type DemandProblem,
  tagProblem,
  type TagProblem,
} from '@showfloor/domain';
import { newClientId } from '../../../lib/client-id.ts';
import { prepareImage } from '../../../lib/prepare-image.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AgreementCheck } from '../../../components/agreement-check.tsx';
import { QuantityUnit } from '../../../components/quantity-unit.tsx';
import { sendDemand, uploadPicture } from '../api/demand-api.ts';
import '../../../components/form.css';
import './demand.css';

/** A picture as the form holds it: shown at once from the phone, its key once the gateway kept it. */
interface Picture {
  id: string;
  preview: string;
  image: string | null;
}

/** What the form holds, with the key that makes a retry of it record one demand. */
export interface DemandDraft extends Omit<DemandForm, 'pictures'> {
  categoryId: string;
  pictures: Picture[];
  tags: string[];
  key: string;
}

export const newDemandDraft = (validUntil: string): DemandDraft => ({
  title: '',
  description: '',
  categoryId: '',
  quantity: '',
  unit: '',
  validUntil,
  pictures: [],
  tags: [],
  agreed: false,
  key: newClientId('dem-'),
});

type Field = 'title' | 'description' | 'quantity' | 'unit' | 'validUntil' | 'pictures' | 'agreed';
const FIELD_OF: Record<DemandProblem, Field> = {
  titleRequired: 'title',
  titleTooLong: 'title',
  descriptionTooLong: 'description',
  quantityRequired: 'quantity',
  quantityZero: 'quantity',
  quantityTooLarge: 'quantity',
  unitTooLong: 'unit',
  validUntilRequired: 'validUntil',
  validUntilOutOfRange: 'validUntil',
  tooManyPictures: 'pictures',
  agreementRequired: 'agreed',
};

interface Props {
  bventId: string;
  /** Today in Beijing (the fair's calendar): the first day a demand may run to. */
  today: string;
  categories: readonly TCategoryNode[];
  draft: DemandDraft;
  agreement: TTerm | null;
  onResult: (result: { demand: TDemand } | { error: string; draft: DemandDraft }) => void;
}

/**
 * Publish a demand: title, description, category, quantity and unit, valid-until day, up to 5 pictures (sent as
 * they are picked; the gateway checks their content), tags, the agreement. The dictionary's rules (the domain's,
 * the gateway's too) show under each field once the buyer tries to send.
 */
export function PublishDemandForm({
  bventId,
  today,
  categories,
  draft: initial,
  agreement,
  onResult,
}: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<TagProblem | null>(null);
  const [pictureError, setPictureError] = useState(false);
  const problems = demandProblems({ ...draft, pictures: draft.pictures.length }, today);
  const uploading = draft.pictures.some((p) => p.image === null);
  const set = <K extends keyof DemandDraft>(k: K, v: DemandDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const errorOf = (field: Field) => {
    if (!tried) return null;
    const p = problems.find((x) => FIELD_OF[x] === field);
    return p ? (
      <p className="sf-input__error" role="alert" data-testid={`demand-error-${field}`}>
        {t(DEMAND_PROBLEM_KEYS[p])}
      </p>
    ) : null;
  };

  const addPictures = async (files: FileList | null) => {
    setPictureError(false);
    const room = DEMAND_PICTURES_MAX - draft.pictures.length;
    for (const file of [...(files ?? [])].slice(0, Math.max(0, room))) {
      const prepared = await prepareImage(file, DEMAND_PICTURE_MAX_BYTES);
      if (!prepared) {
        setPictureError(true);
        continue;
      }
      const id = newClientId('pic-');
      setDraft((d) => ({
        ...d,
        pictures: [...d.pictures, { id, preview: prepared.previewUrl, image: null }],
      }));
      try {
        const kept = await uploadPicture(bventId, prepared.data);
        setDraft((d) => ({
          ...d,
          pictures: d.pictures.map((p) => (p.id === id ? { ...p, image: kept.image } : p)),
        }));
      } catch {
        setPictureError(true);
        setDraft((d) => ({ ...d, pictures: d.pictures.filter((p) => p.id !== id) }));
      }
    }
  };

  const addTag = () => {
    const problem = tagProblem(draft.tags, tag);
    setTagError(problem);
    if (problem) return;
    set('tags', [...draft.tags, tag.trim()]);
    setTag('');
  };

  const submit = async () => {
    setTried(true);
    if (problems.length > 0 || busy || uploading) return;
    setBusy(true);
    try {
      const demand = await sendDemand(
        {
          bventId,
          title: draft.title.trim(),
          description: draft.description.trim(),
          categoryId: draft.categoryId || null,
          quantity: Number(draft.quantity),
          unit: draft.unit.trim(),
          validUntil: draft.validUntil,
          pictures: draft.pictures.flatMap((p) => (p.image ? [p.image] : [])),
          tags: draft.tags,
          agreed: true,
        },
        draft.key,
      );
      onResult({ demand });
    } catch (e) {
      onResult({ error: e instanceof Error ? e.message : String(e), draft });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="sf-card sf-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="demand-form"
    >
      <label className="sf-input">
        <span>{t('demand_title_label')}</span>
        <input
          value={draft.title}
          placeholder={t('demand_title_placeholder')}
          onChange={(e) => set('title', e.target.value)}
          data-testid="demand-title-input"
        />
        <small className="sf-input__count">
          {[...draft.title.trim()].length}/{DEMAND_TITLE_MAX}
        </small>
        {errorOf('title')}
      </label>
      <label className="sf-input">
        <span>{t('demand_description')}</span>
        <textarea
          rows={4}
          value={draft.description}
          placeholder={t('demand_description_placeholder')}
          onChange={(e) => set('description', e.target.value)}
          data-testid="demand-description"
        />
        <small className="sf-input__count">
          {[...draft.description.trim()].length}/{DEMAND_TEXT_MAX}
        </small>
        {errorOf('description')}
      </label>
      {categories.length > 0 ? (
        <label className="sf-input">
          <span>{t('demand_category')}</span>
          <select
            value={draft.categoryId}
            onChange={(e) => set('categoryId', e.target.value)}
            data-testid="demand-category"
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
        </label>
      ) : null}
      <QuantityUnit
        quantity={draft.quantity}
        unit={draft.unit}
        onQuantity={(v) => set('quantity', v)}
        onUnit={(v) => set('unit', v)}
        quantityError={errorOf('quantity')}
        unitError={errorOf('unit')}
        testId="demand"
      />
      <label className="sf-input">
        <span>{t('demand_valid_until')}</span>
        <input
          type="date"
          value={draft.validUntil}
          min={today}
          max={addDays(today, DEMAND_VALID_DAYS_MAX)}
          onChange={(e) => set('validUntil', e.target.value)}
          data-testid="demand-valid-until"
        />
        {errorOf('validUntil')}
      </label>
      <div className="sf-input">
        <span>
          {t('demand_pictures')} · {t('demand_pictures_hint')}
        </span>
        <div className="sf-demand-uploads">
          {draft.pictures.map((p) => (
            <div
              key={p.id}
              className="sf-demand-upload"
              data-state={p.image ? 'kept' : 'uploading'}
              data-testid="demand-picture"
            >
              <img src={p.preview} alt="" width={76} height={76} />
              <button
                type="button"
                aria-label={t('demand_remove_picture')}
                onClick={() =>
                  set(
                    'pictures',
                    draft.pictures.filter((x) => x.id !== p.id),
                  )
                }
              >
                ×
              </button>
            </div>
          ))}
          {draft.pictures.length < DEMAND_PICTURES_MAX ? (
            <label className="sf-demand-add">
              {t('demand_add_picture')}
              <input
                type="file"
                accept="image/jpeg,image/png"
                multiple
                onChange={(e) => {
                  void addPictures(e.target.files);
                  e.target.value = '';
                }}
                data-testid="demand-picture-input"
              />
            </label>
          ) : null}
        </div>
        {uploading ? <small>{t('demand_uploading')}</small> : null}
        {pictureError ? (
          <p className="sf-input__error" role="alert" data-testid="demand-picture-error">
            {t('demand_picture_refused')}
          </p>
        ) : null}
        {errorOf('pictures')}
      </div>
      <div className="sf-input">
        <span>{t('demand_tags')}</span>
        {draft.tags.length > 0 ? (
          <div className="sf-demand-tag-chips">
            {draft.tags.map((x) => (
              <button
                key={x}
                type="button"
                aria-label={t('demand_tag_remove', { tag: x })}
                onClick={() =>
                  set(
                    'tags',
                    draft.tags.filter((y) => y !== x),
                  )
                }
              >
                {x} ×
              </button>
            ))}
          </div>
        ) : null}
        <div className="sf-demand-tag-row">
          <input
            value={tag}
            placeholder={t('demand_tag_placeholder')}
            onChange={(e) => {
              setTag(e.target.value);
              setTagError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addTag();
              }
            }}
            data-testid="demand-tag-input"
          />
          <button
            type="button"
            className="sf-button sf-button--ghost"
            onClick={addTag}
            data-testid="demand-tag-add"
          >
            {t('demand_tag_add')}
          </button>
        </div>
        {tagError ? (
          <p className="sf-input__error" role="alert" data-testid="demand-tag-error">
            {t(DEMAND_PROBLEM_KEYS[tagError])}
          </p>
        ) : null}
      </div>
      <AgreementCheck
        checked={draft.agreed}
        onChange={(v) => set('agreed', v)}
        agreement={agreement}
        error={errorOf('agreed')}
        testId="demand"
      />
      <button
        type="submit"
        className="sf-button sf-button--primary sf-button--block"
        disabled={busy || uploading}
        data-testid="demand-submit"
      >
        {t('demand_submit')}
      </button>
    </form>
  );
}
