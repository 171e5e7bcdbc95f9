import { useState } from 'react';
import { ErrorCode, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@showfloor/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { newClientId } from '../../../lib/client-id.ts';
import { prepareImage } from '../../../lib/prepare-image.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { uploadImage } from '../api/workbench-api.ts';
import type { DraftImage } from './product-draft.ts';

type Update = (change: (images: DraftImage[]) => DraftImage[]) => void;

const revoke = (preview: string) => {
  if (preview.startsWith('blob:')) URL.revokeObjectURL(preview);
};

/**
 * The form's pictures: each one picked is shown at once from the phone and uploaded at the same time (the gateway
 * checks its content and keeps it); a refused one leaves with the dictionary's words. The first is the main one.
 */
export function useDraftImages(bventId: string, images: readonly DraftImage[], update: Update) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const refused = () => t('workbench_image_not_accepted');

  const upload = async (id: string, data: string, preview: string) => {
    try {
      const kept = await uploadImage(bventId, data);
      update((list) => list.map((p) => (p.id === id ? { ...p, image: kept.image } : p)));
    } catch (e) {
      const byContent =
        e instanceof ApiError &&
        (e.businessCode === ErrorCode.WorkbenchImageNotAccepted ||
          e.statusCode === 400 ||
          e.statusCode === 413);
      setError(byContent ? refused() : e instanceof Error ? e.message : String(e));
      update((list) => list.filter((p) => p.id !== id));
      revoke(preview);
    }
  };

  const add = async (files: readonly File[]) => {
    setError(null);
    const room = PRODUCT_IMAGES_MAX - images.length;
    if (files.length > room) setError(t('workbench_images_max', { max: PRODUCT_IMAGES_MAX }));
    for (const file of files.slice(0, Math.max(0, room))) {
      const prepared = await prepareImage(file, PRODUCT_IMAGE_MAX_BYTES);
      if (!prepared) {
        setError(refused());
        continue;
      }
      const id = newClientId('img-');
      update((list) => [...list, { id, preview: prepared.previewUrl, image: null }]);
      void upload(id, prepared.data, prepared.previewUrl);
    }
  };

  const move = (id: string, to: number) =>
    update((list) => {
      const from = list.findIndex((p) => p.id === id);
      const item = list[from];
      if (!item || to < 0 || to >= list.length) return list;
      const rest = list.filter((p) => p.id !== id);
      return [...rest.slice(0, to), item, ...rest.slice(to)];
    });

  const remove = (id: string) => {
    setError(null);
    images.filter((p) => p.id === id).forEach((p) => revoke(p.preview));
    update((list) => list.filter((p) => p.id !== id));
  };

  return { error, add, move, remove, uploading: images.some((p) => p.image === null) };
}
