import { ErrorCode } from '@showfloor/contracts';
import { BusinessError } from '../http/errors.ts';
import { acceptImage, imageSize } from './image-check.ts';
import { uploadUrl } from './upload-routes.ts';
import type { UploadStore } from './upload-store.ts';

/** An uploaded image as the calls answer it: its key (what a later call names it by), address and size. */
export interface StoredImage {
  image: string;
  url: string;
  width: number;
  height: number;
}

/** "image jpg/png only and max 1M" (6402): not a jpg or png by its content, or larger. */
export const imageRefused = () => new BusinessError(ErrorCode.ImageNotAccepted, 400);

/**
 * An image sent as base64, checked by its content (jpg or png, at most `maxBytes`), kept without its metadata:
 * what every upload call (a message's image, a demand's pictures, a product's) does. Refused with 6402, or with
 * the call's own refusal (the workbench's 20 MB limit has its own words).
 */
export async function storeImage(
  store: UploadStore,
  base64: string,
  maxBytes: number,
  refused: () => BusinessError = imageRefused,
): Promise<StoredImage> {
  const accepted = await acceptImage(Buffer.from(base64, 'base64'), maxBytes);
  if (!accepted) throw refused();
  await store.put(accepted.key, accepted.bytes);
  return {
    image: accepted.key,
    url: uploadUrl(accepted.key),
    width: accepted.width,
    height: accepted.height,
  };
}

/** An image uploaded before, by its key, with its size; refused with 6402 when the store has no such image. */
export async function storedImage(store: UploadStore, key: string): Promise<StoredImage> {
  const bytes = await store.get(key);
  const size = bytes ? await imageSize(bytes) : null;
  if (!size) throw imageRefused();
  return { image: key, url: uploadUrl(key), ...size };
}
