import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { DraftVideo } from '../hooks/product-draft.ts';
import type { useDraftVideo } from '../hooks/use-draft-video.ts';
import './workbench.css';

interface Props {
  video: DraftVideo | null;
  film: ReturnType<typeof useDraftVideo>;
  /** The gateway's words about the video when a save was refused for it. */
  error: ReactNode;
}

/**
 * The product's one video: played in place (as visitors will see it) with a remove button, or a button to pick
 * one (mp4, 16:9, at most 300 MB). While it uploads the form waits.
 */
export function VideoPicker({ video, film, error }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="sf-wb-fieldset" data-testid="product-video">
      <legend>{t('workbench_video')}</legend>
      <p className="sf-wb-hint">{t('workbench_video_hint')}</p>
      {video ? (
        <div className="sf-wb-video" data-state={video.ref ? 'kept' : 'uploading'}>
          <video
            src={video.preview}
            controls
            playsInline
            preload="metadata"
            data-testid="product-video-player"
          />
          <button
            type="button"
            className="sf-button sf-button--ghost"
            onClick={film.remove}
            data-testid="product-video-remove"
          >
            {t('workbench_video_remove')}
          </button>
        </div>
      ) : (
        <label className="sf-button sf-button--ghost sf-wb-video__add">
          {t('workbench_video_add')}
          <input
            type="file"
            accept="video/mp4"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void film.pick(file);
              e.target.value = '';
            }}
            data-testid="product-video-input"
          />
        </label>
      )}
      {film.uploading ? (
        <small aria-live="polite" data-testid="product-video-uploading">
          {t('workbench_video_uploading')}
        </small>
      ) : null}
      {film.error ? (
        <p className="sf-input__error" role="alert" data-testid="product-video-error">
          {film.error}
        </p>
      ) : null}
      {error}
    </fieldset>
  );
}
