import type { TLanguage, TLiveCard } from '@showfloor/contracts';
import { MediaRow } from '../../../components/cards/media-row.tsx';
import { paths } from '../../../config/paths.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { liveTimeRange } from '../hooks/live-time.ts';
import { LiveBadges } from './live-badges.tsx';

/** One live in the list: its cover beside the title, state, hours (viewer's zone) and exhibitor. */
export function LiveCard({ live, lang, eager }: { live: TLiveCard; lang: TLanguage; eager?: boolean }) {
  const zone = useViewerTimeZone();
  const time = liveTimeRange(live.startTime, live.endTime, zone);
  return (
    <MediaRow
      to={paths.live(lang, live.id)}
      cover={live.cover}
      title={live.title}
      testId="live-card"
      eager={eager}
    >
      <LiveBadges live={live} />
      {time ? (
        <span className="sf-live-meta">
          {time.text} <span className="sf-live-zone">{time.zone}</span>
        </span>
      ) : null}
      <span className="sf-live-meta">{live.exhibitor.name}</span>
    </MediaRow>
  );
}
