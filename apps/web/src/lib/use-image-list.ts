import { useState } from 'react';
import { ErrorCode, PRODUCT_IMAGE_MAX_BYTES, uploadProductImage } from '@showfloor/contracts';
import { ApiError, request } from './api-client.ts';
import { newClientId } from './client-id.ts';
import { prepareImage } from './prepare-image.ts';
import { useTranslation } from './use-translation.ts';

/** A picture as a form holds it: shown at once from the phone, its reference once the gateway kept it. */
export interface DraftImage {
  id: string;
  preview: string;
  /** What the save sends: an upload's key, or the address of a picture already kept; null while uploading. */
  image: string | null;
}

/** How the list's owner applies a change to its own copy of the list. */
export type ImageListUpdate = (change: (images: DraftImage[]) => DraftImage[]) => void;

const revoke = (preview: string) => {
  if (preview.startsWith('blob:')) URL.revokeObjectURL(preview);
};

/**
 * A form's list of pictures (a product's, the company's logo, banners or a gallery): each one picked is shown at
 * once from the phone and uploaded at the same time (the gateway checks its content and keeps it); a refused one
 * leaves with the dictionary's words. At most `max`; `max` 1 replaces the picture. Pictures move and leave.
 */
export function useImageList(
  bventId: string,
  images: readonly DraftImage[],
  max: number,
  update: ImageListUpdate,
) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const refused = () => t('workbench_image_not_accepted');

  const upload = async (id: string, data: string, preview: string) => {
    try {
      const { data: kept } = await request(
        uploadProductImage,
        { body: { bventId, data } },
        { ignoreError: true },
      );
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
    const replace = max === 1;
    const room = replace ? 1 : max - images.length;
    if (files.length > room) setError(t('workbench_images_max', { max }));
    for (const file of files.slice(0, Math.max(0, room))) {
      const prepared = await prepareImage(file, PRODUCT_IMAGE_MAX_BYTES);
      if (!prepared) {
        setError(refused());
        continue;
      }
      const id = newClientId('img-');
      const item = { id, preview: prepared.previewUrl, image: null };
      update((list) => (replace ? [item] : [...list, item]));
      void upload(id, prepared.data, prepared.previewUrl);
    }
  };

  const move = (id: string, to: number) =>
    update((list) => {
      const item = list.find((p) => p.id === id);
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
