import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';

// The viewer brings antd-mobile's gesture and animation code: loaded on the first tap only.
const ImageViewerMulti = lazy(async () => {
  const [m] = await Promise.all([
    import('antd-mobile/es/components/image-viewer'),
    import('../../../lib/antd-locale.ts'),
  ]);
  return { default: m.default.Multi };
});

/** Thumbnails of an image field; a tap opens the swipeable viewer at that image. */
export function FieldGallery({ images }: { images: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <div className="sf-field-gallery">
        {images.map((src, i) => (
          <button
            key={src + i}
            type="button"
            className="sf-field-gallery__item"
            aria-label={t('view_image', { index: i + 1, total: images.length })}
            onClick={() => setOpen(i)}
          >
            <img src={src} alt="" width={112} height={112} loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
      {open !== null ? (
        <Suspense fallback={null}>
          <ImageViewerMulti images={[...images]} defaultIndex={open} visible onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
