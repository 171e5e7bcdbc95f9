import type { ReactNode } from 'react';
import { PRODUCT_IMAGES_MAX } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { StarIcon } from '../../../components/icons.tsx';
import type { DraftImage } from '../hooks/product-draft.ts';
import type { useDraftImages } from '../hooks/use-draft-images.ts';
import '../../../components/back-office.css';
import './workbench.css';

interface Props {
  images: readonly DraftImage[];
  pictures: ReturnType<typeof useDraftImages>;
  /** The form's words about the pictures (main image required, a refusal of the gateway). */
  error: ReactNode;
}

/**
 * The product's pictures: the main one first (marked), each with remove, make-main and move buttons, and a tile
 * to add more (the phone's picker, several at once) while there is room.
 */
export function ImagePicker({ images, pictures, error }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="sf-wb-fieldset" data-testid="product-images">
      <legend>{t('review_field_images')}</legend>
      <p className="sf-wb-hint">{t('workbench_pictures_hint', { max: PRODUCT_IMAGES_MAX })}</p>
      <ul className="sf-bo-tiles">
        {images.map((p, i) => (
          <li
            key={p.id}
            className="sf-bo-tile sf-wb-image"
            data-main={i === 0}
            data-state={p.image ? 'kept' : 'uploading'}
            data-testid="product-image"
          >
            <img src={p.preview} alt={t('workbench_picture_n', { n: i + 1 })} width={100} height={100} />
            {i === 0 ? (
              <span className="sf-wb-image__main" data-testid="product-image-main">
                {t('workbench_main_image')}
              </span>
            ) : (
              <button
                type="button"
                className="sf-bo-tile__button sf-wb-image__make-main"
                aria-label={t('workbench_make_main')}
                title={t('workbench_make_main')}
                onClick={() => pictures.move(p.id, 0)}
                data-testid="product-image-make-main"
              >
                <StarIcon width={16} height={16} />
              </button>
            )}
            <button
              type="button"
              className="sf-bo-tile__button sf-bo-tile__remove"
              aria-label={t('demand_remove_picture')}
              onClick={() => pictures.remove(p.id)}
              data-testid="product-image-remove"
            >
              ×
            </button>
            <div className="sf-bo-tile__tools">
              <button
                type="button"
                aria-label={t('workbench_picture_earlier')}
                disabled={i === 0}
                onClick={() => pictures.move(p.id, i - 1)}
              >
                ‹
              </button>
              <button
                type="button"
                aria-label={t('workbench_picture_later')}
                disabled={i === images.length - 1}
                onClick={() => pictures.move(p.id, i + 1)}
              >
                ›
              </button>
            </div>
          </li>
        ))}
        {images.length < PRODUCT_IMAGES_MAX ? (
          <li>
            <label className="sf-bo-tile-add">
              {t('demand_add_picture')}
              <input
                type="file"
                accept="image/jpeg,image/png"
                multiple
                onChange={(e) => {
                  void pictures.add([...(e.target.files ?? [])]);
                  e.target.value = '';
                }}
                data-testid="product-image-input"
              />
            </label>
          </li>
        ) : null}
      </ul>
      {pictures.uploading ? <small aria-live="polite">{t('demand_uploading')}</small> : null}
      {pictures.error ? (
        <p className="sf-input__error" role="alert" data-testid="product-image-error">
          {pictures.error}
        </p>
      ) : null}
      {error}
    </fieldset>
  );
}
