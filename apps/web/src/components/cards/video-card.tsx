import { Link } from 'react-router';
import './cards.css';

interface Props {
  href?: string;
  cover: string;
  title: string;
  /** Already formatted (m:ss), or empty. */
  duration?: string;
  testId?: string;
  /** The first row of a list: not lazy. */
  eager?: boolean;
}

/** A video: 16:9 cover with a play mark and the duration, the title under it. */
export function VideoCard({ href, cover, title, duration, testId, eager }: Props) {
  const body = (
    <>
      <span className="sf-vcard__media">
        {cover ? (
          <img
            src={cover}
            alt=""
            width={320}
            height={180}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <span className="sf-vcard__play" aria-hidden="true" />
        {duration ? <span className="sf-vcard__time">{duration}</span> : null}
      </span>
      <span className="sf-vcard__title">{title}</span>
    </>
  );
  return href ? (
    <Link to={href} className="sf-vcard" data-testid={testId}>
      {body}
    </Link>
  ) : (
    <div className="sf-vcard" data-testid={testId}>
      {body}
    </div>
  );
}

export function VideoCardSkeleton() {
  return (
    <span className="sf-vcard" aria-hidden="true">
      <span className="sf-vcard__media sf-skel" />
      <span className="sf-skel sf-skel--line sf-skel--w80" />
    </span>
  );
}

/** Seconds as m:ss (h:mm:ss past an hour); empty for an unknown length. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
