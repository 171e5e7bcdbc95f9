import { useEffect, useRef, useState } from 'react';
import { ErrorCode, PRODUCT_VIDEO_MAX_BYTES } from '@showfloor/contracts';
import { isSixteenNine } from '@showfloor/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { uploadVideo } from '../api/workbench-api.ts';
import type { DraftVideo } from './product-draft.ts';

type Update = (video: DraftVideo | null) => void;

/** The picture's size as the phone's own player shows it; null when this browser cannot read the file. */
function shownSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const probe = document.createElement('video');
    probe.preload = 'metadata';
    probe.muted = true;
    probe.onloadedmetadata = () => resolve({ width: probe.videoWidth, height: probe.videoHeight });
    probe.onerror = () => resolve(null);
    probe.src = url;
  });
}

const revoke = (url: string | undefined) => {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
};

/**
 * The form's video: what the phone can tell at once (over 300 MB, not 16:9) is said before a byte is sent; the
 * rest (an mp4 whose codec phones cannot play) the gateway says after reading the file. The file is sent as it is
 * and shown from the phone meanwhile; leaving the page stops the upload.
 */
export function useDraftVideo(bventId: string, video: DraftVideo | null, update: Update) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  const pick = async (file: File) => {
    setError(null);
    sending.current?.abort();
    if (file.size > PRODUCT_VIDEO_MAX_BYTES) return setError(t('video_refused_tooLarge'));
    const preview = URL.createObjectURL(file);
    const size = await shownSize(preview);
    if (size && !isSixteenNine(size.width, size.height)) {
      revoke(preview);
      return setError(`${t('video_refused_ratio')} ${size.width}×${size.height}`);
    }
    revoke(video?.preview);
    update({ preview, ref: null });
    const controller = new AbortController();
    sending.current = controller;
    try {
      const kept = await uploadVideo(bventId, file, controller.signal);
      update({ preview, ref: kept.video });
    } catch (e) {
      if (controller.signal.aborted) return;
      // A refusal carries the gateway's reason (its ratio, its codec) in the visitor's language.
      const refused = e instanceof ApiError && e.businessCode === ErrorCode.ProductVideoNotAccepted;
      setError(refused || e instanceof Error ? (e as Error).message : t('product_video_not_accepted'));
      update(null);
      revoke(preview);
    } finally {
      if (sending.current === controller) sending.current = null;
    }
  };

  const remove = () => {
    sending.current?.abort();
    setError(null);
    revoke(video?.preview);
    update(null);
  };

  return { pick, remove, error, uploading: video !== null && video.ref === null };
}
