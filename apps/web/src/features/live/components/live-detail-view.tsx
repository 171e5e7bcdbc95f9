import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TLanguage, TLiveDetail } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { liveTimeRange } from '../hooks/live-time.ts';
import { LiveBadges } from './live-badges.tsx';
import { LiveShare } from './live-share.tsx';
import { ReservePanel } from './reserve-panel.tsx';
import './live.css';

interface Props {
  detail: TLiveDetail;
  lang: TLanguage;
  /** The player, given by the page (it plays detail.playbackUrl). */
  player: ReactNode;
  /** The exhibitor's chat room, beside the player where it exists. */
  chat: ReactNode;
}

/** What stands in the player's place when nothing plays: the cover and why. */
function Stage({ detail }: { detail: TLiveDetail }) {
  const { t } = useTranslation();
  const why =
    detail.state === 'upcoming'
      ? t('live_not_started')
      : detail.state === 'ended'
        ? t('live_no_replay')
        : t('live_private_reserve_to_watch');
  return (
    <div className="sf-live-stage" data-testid="live-stage">
      {detail.cover ? <img src={detail.cover} alt="" width={1280} height={720} /> : null}
      <span className="sf-live-stage__why">{why}</span>
    </div>
  );
}

/**
 * A live's page: the player when it is on air (the replay once over and recorded), else its cover; the title,
 * state and hours; the reservation while upcoming; the chat room; the description; the share card.
 */
export function LiveDetailView({ detail, lang, player, chat }: Props) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  const time = liveTimeRange(detail.startTime, detail.endTime, zone);
  return (
    <div className="sf-live-page" data-testid="live-page" data-state={detail.state}>
      <div className="sf-live-main">
        {detail.playbackUrl ? player : <Stage detail={detail} />}
        <section className="sf-card sf-live-head">
          <h1 className="sf-live-title" data-testid="live-title">
            {detail.title}
          </h1>
          <LiveBadges live={detail} />
          {time ? (
            <p className="sf-live-meta">
              {time.text} <span className="sf-live-zone">{time.zone}</span>
            </p>
          ) : null}
          <Link className="sf-live-exhibitor" to={paths.exhibitor(lang, detail.exhibitor.id)}>
            {detail.exhibitor.logo ? <img src={detail.exhibitor.logo} alt="" width={32} height={32} /> : null}
            <span>{detail.exhibitor.name}</span>
          </Link>
        </section>
        {detail.state === 'upcoming' ? <ReservePanel detail={detail} /> : null}
        {detail.description ? (
          <section className="sf-card">
            <h2 className="sf-live-h2">{t('live_about')}</h2>
            <p className="sf-live-desc">{detail.description}</p>
          </section>
        ) : null}
        <LiveShare title={detail.title} />
      </div>
      <aside className="sf-live-side">{chat}</aside>
    </div>
  );
}
