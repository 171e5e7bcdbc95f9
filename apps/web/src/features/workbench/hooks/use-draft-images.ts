import { PRODUCT_IMAGES_MAX } from '@showfloor/contracts';
import { type DraftImage, type ImageListUpdate, useImageList } from '../../../lib/use-image-list.ts';

/** The product form's pictures, at most PRODUCT_IMAGES_MAX; the first is the main one. */
export const useDraftImages = (bventId: string, images: readonly DraftImage[], update: ImageListUpdate) =>
  useImageList(bventId, images, PRODUCT_IMAGES_MAX, update);
