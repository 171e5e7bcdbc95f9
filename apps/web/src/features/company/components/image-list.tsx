import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { DraftImage } from '../hooks/company-draft.ts';
import type { useImageList } from '../../../lib/use-image-list.ts';
import '../../../components/back-office.css';
import './company.css';

interface Props {
  images: readonly DraftImage[];
  list: ReturnType<typeof useImageList>;
  max: number;
  /** banner: wide tiles one under another (the shop's header); square: a grid (a gallery); logo: one picture. */
  shape: 'banner' | 'square' | 'logo';
  /** The accessible name of picture n (1-based). */
  nameOf: (n: number) => string;
  addLabel: string;
  error: ReactNode;
  testId: string;
}

/**
 * The company's pictures of one kind, each with remove and (where order matters) move buttons, and a tile to add
 * more (the phone's picker) while there is room; the logo's tile replaces it.
 */
export function ImageList({ images, list, max, shape, nameOf, addLabel, error, testId }: Props) {
  const { t } = useTranslation();
  const ordered = shape !== 'logo';
  const room = shape === 'logo' || images.length < max;
  return (
    <div className="sf-co-images-wrap">
      <ul className="sf-bo-tiles" data-shape={shape} data-testid={testId}>
        {images.map((p, i) => (
          <li
            key={p.id}
            className="sf-bo-tile"
            data-state={p.image ? 'kept' : 'uploading'}
            data-testid={`${testId}-item`}
          >
            <img src={p.preview} alt={nameOf(i + 1)} />
            {shape !== 'logo' ? (
              <button
                type="button"
                className="sf-bo-tile__button sf-bo-tile__remove"
                aria-label={t('demand_remove_picture')}
                onClick={() => list.remove(p.id)}
                data-testid={`${testId}-remove`}
              >
                ×
              </button>
            ) : null}
            {ordered && images.length > 1 ? (
              <div className="sf-bo-tile__tools">
                <button
                  type="button"
                  aria-label={t('workbench_picture_earlier')}
                  disabled={i === 0}
                  onClick={() => list.move(p.id, i - 1)}
                  data-testid={`${testId}-earlier`}
                >
                  ‹
                </button>
                <span className="sf-co-image__n">{i + 1}</span>
                <button
                  type="button"
                  aria-label={t('workbench_picture_later')}
                  disabled={i === images.length - 1}
                  onClick={() => list.move(p.id, i + 1)}
                  data-testid={`${testId}-later`}
                >
                  ›
                </button>
              </div>
            ) : null}
          </li>
        ))}
        {room ? (
          <li>
            <label className="sf-bo-tile-add">
              {addLabel}
              <input
                type="file"
                accept="image/jpeg,image/png"
                multiple={shape !== 'logo'}
                onChange={(e) => {
                  void list.add([...(e.target.files ?? [])]);
                  e.target.value = '';
                }}
                data-testid={`${testId}-input`}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {list.uploading ? <small aria-live="polite">{t('demand_uploading')}</small> : null}
      {list.error ? (
        <p className="sf-input__error" role="alert" data-testid={`${testId}-error`}>
          {list.error}
        </p>
      ) : null}
      {error}
    </div>
  );
}
