/** The longest side a photo is scaled to when it is larger than the gateway takes. */
const MAX_SIDE = [1600, 1200, 900];

const toBase64 = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });

/**
 * A picked photo as the gateway's upload calls take it (jpg or png, at most `maxBytes`; the gateway checks the
 * content again): a small jpg or png goes as it is; a larger photo, or another format the browser can draw, is
 * scaled down and sent as jpg. Null when the browser cannot read it as an image.
 */
export async function prepareImage(
  file: File,
  maxBytes: number,
): Promise<{ data: string; previewUrl: string } | null> {
  const previewUrl = URL.createObjectURL(file);
  if ((file.type === 'image/jpeg' || file.type === 'image/png') && file.size <= maxBytes)
    return { data: await toBase64(file), previewUrl };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    URL.revokeObjectURL(previewUrl);
    return null;
  }
  for (const side of MAX_SIDE) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.82));
    if (blob && blob.size <= maxBytes) {
      bitmap.close();
      return { data: await toBase64(blob), previewUrl };
    }
  }
  bitmap.close();
  URL.revokeObjectURL(previewUrl);
  return null;
}
