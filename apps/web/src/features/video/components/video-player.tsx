import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { chooseVideoSource, nextVideoSource, type VideoSource } from '../hooks/video-source.ts';

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
 * for a video that needs it; a way that fails gives way to the next one (nextVideoSource), and the last one
 * failing shows the error.
 */
export function VideoPlayer({ mp4Url, hlsUrl, poster, title }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<VideoSource | null>(null);
  const [failed, setFailed] = useState(false);
  // A way that fails while playing (the browser's HLS refusing a later segment) hands over playing: the viewer
  // does not have to find the paused player and tap play again.
  const resume = useRef(false);
  const fallBack = useCallback(
    (from: VideoSource) => {
      const video = ref.current;
      const next = video ? nextVideoSource(from, { mp4Url, hlsUrl }, playbackFacts(video)) : null;
      resume.current = !!video && !video.paused;
      if (next) setSource(next);
      else setFailed(true);
    },
    [mp4Url, hlsUrl],
  );

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setSource(chooseVideoSource({ mp4Url, hlsUrl }, playbackFacts(video)));
  }, [mp4Url, hlsUrl]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !source) return;
    const playOn = () => {
      if (resume.current) void video.play().catch(() => undefined);
    };
    if (source.kind !== 'hls.js') {
      video.src = source.url;
      playOn();
      return;
    }
    let destroyed = false;
    let hls: { destroy: () => void } | null = null;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) {
          fallBack(source);
          return;
        }
        const player = new Hls({ capLevelToPlayerSize: true });
        hls = player;
        player.on(Hls.Events.ERROR, (_e, data) => {
          if (data.fatal) {
            player.destroy();
            fallBack(source);
          }
        });
        player.once(Hls.Events.MANIFEST_PARSED, playOn);
        player.loadSource(source.url);
        player.attachMedia(video);
      })
      .catch(() => fallBack(source));
    return () => {
      destroyed = true;
      hls?.destroy();
    };
  }, [source, fallBack]);

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
          // hls.js reports its own errors (above); the element's error is the browser's HLS or the MP4.
          if (source && source.kind !== 'hls.js') fallBack(source);
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
