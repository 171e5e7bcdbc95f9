import { useEffect, useRef } from 'react';
import { MicOffIcon } from './room-icons.tsx';

interface Props {
  stream: MediaStream | null;
  name: string;
  /** The participant's own picture: muted (no echo) and mirrored like a mirror. */
  self?: boolean;
  videoOn: boolean;
  audioOn: boolean;
  badge?: string;
  note?: string;
  large?: boolean;
  testId?: string;
  mutedLabel: string;
}

/** One participant's picture (or their initial when the camera is off), name, and microphone state. */
export function VideoTile({
  stream,
  name,
  self,
  videoOn,
  audioOn,
  badge,
  note,
  large,
  testId,
  mutedLabel,
}: Props) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = video.current;
    if (v && v.srcObject !== stream) v.srcObject = stream;
  }, [stream]);
  const showVideo = Boolean(stream) && videoOn;
  return (
    <figure
      className={`sf-room-tile${large ? ' sf-room-tile--large' : ''}${self ? ' sf-room-tile--self' : ''}`}
      data-testid={testId}
      data-video={showVideo ? 'on' : 'off'}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted={self}
        className="sf-room-tile__video"
        hidden={!showVideo}
        aria-label={name}
      />
      {showVideo ? null : (
        <span className="sf-room-tile__initial" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <figcaption className="sf-room-tile__name">
        {audioOn ? null : (
          <span className="sf-room-tile__muted" role="img" aria-label={mutedLabel}>
            <MicOffIcon width={14} height={14} />
          </span>
        )}
        <span className="sf-room-tile__text">{name}</span>
        {badge ? <span className="sf-room-tile__badge">{badge}</span> : null}
      </figcaption>
      {note ? <span className="sf-room-tile__note">{note}</span> : null}
    </figure>
  );
}
