import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { chooseVideoSource, type VideoSource } from '../hooks/video-source.ts';

interface Props {
  mp4Url: string;
  hlsUrl: string | null;
  poster: string;
  title: string;
}

function playbackFacts(video: HTMLVideoElement) {
  return {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mediaSource: typeof window !== 'undefined' && 'MediaSource' in window,
  };
}

/**
 * The video in a 16:9 box (sized before anything loads). HLS plays natively or through hls.js, fetched only
 * for a video that needs it; a fatal hls.js error falls back to the MP4 file.
 */
export function VideoPlayer({ mp4Url, hlsUrl, poster, title }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<VideoSource | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setSource(chooseVideoSource({ mp4Url, hlsUrl }, playbackFacts(video)));
  }, [mp4Url, hlsUrl]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !source) return;
    if (source.kind !== 'hls.js') {
      video.src = source.url;
      return;
    }
    let destroyed = false;
    let hls: { destroy: () => void } | null = null;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) {
          setSource({ kind: 'mp4', url: mp4Url });
          return;
        }
        const player = new Hls({ capLevelToPlayerSize: true });
        hls = player;
        player.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) {
            player.destroy();
            setSource({ kind: 'mp4', url: mp4Url });
          }
        });
        player.loadSource(source.url);
        player.attachMedia(video);
      })
      .catch(() => setSource({ kind: 'mp4', url: mp4Url }));
    return () => {
      destroyed = true;
      hls?.destroy();
    };
  }, [source, mp4Url]);

  return (
    <div className="sf-player">
      <video
        ref={ref}
        className="sf-player__video"
        data-testid="video-player"
        data-source={source?.kind ?? ''}
        poster={poster || undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        width={1280}
        height={720}
        onError={() => {
          // The browser's own HLS failing gets the MP4 too; only the MP4 failing is the end.
          if (source?.kind === 'native-hls') setSource({ kind: 'mp4', url: mp4Url });
          else if (source?.kind === 'mp4') setFailed(true);
        }}
      />
      {failed ? (
        <p className="sf-player__error" role="alert">
          {t('video_play_failed')}
        </p>
      ) : null}
    </div>
  );
}
