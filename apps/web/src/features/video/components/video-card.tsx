import { Link } from 'react-router';
import type { TLanguage, TVideoCard } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { formatDuration } from '../hooks/video-source.ts';

interface Props {
  video: TVideoCard;
  lang: TLanguage;
  eager?: boolean;
}

/** One video of a list: 16:9 poster with its length, and the title (two lines, fixed height). */
export function VideoCard({ video, lang, eager }: Props) {
  return (
    <Link to={paths.video(lang, video.id)} className="sf-vcard" data-testid="video-card">
      <span className="sf-vcard__media">
        {video.cover ? (
          <img
            src={video.cover}
            alt=""
            width={320}
            height={180}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <span className="sf-vcard__duration">{formatDuration(video.duration)}</span>
      </span>
      <span className="sf-vcard__title">{video.title}</span>
    </Link>
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
