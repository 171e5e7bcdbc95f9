import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage, TVideoDetail } from '@showfloor/contracts';
import { formatBeijingInZone } from '@showfloor/domain';
import { paths } from '../../../config/paths.ts';
import { VideoPlayer } from './video-player.tsx';
import './video.css';

interface Props {
  detail: TVideoDetail;
  lang: TLanguage;
  zone: string;
  favorite: ReactNode;
  counters: ReactNode;
}

/** video/{id}: the player, title, publish time (viewer's zone), counters, favorite and the owner. */
export function VideoDetailView({ detail, lang, zone, favorite, counters }: Props) {
  const { t } = useTranslation();
  const owner = detail.owner;
  return (
    <article aria-labelledby="sf-video-title">
      <VideoPlayer mp4Url={detail.mp4Url} hlsUrl={detail.hlsUrl} poster={detail.cover} title={detail.title} />
      <section className="sf-card sf-video__head">
        <h1 id="sf-video-title" className="sf-video__title" data-testid="video-title">
          {detail.title}
        </h1>
        <p className="sf-video__time">
          <time dateTime={detail.publishTime}>{formatBeijingInZone(detail.publishTime, zone)}</time>
        </p>
        <div className="sf-video__actions">
          {counters}
          {favorite}
        </div>
      </section>
      {detail.description ? (
        <section className="sf-card">
          <p className="sf-video__desc" data-testid="video-description">
            {detail.description}
          </p>
        </section>
      ) : null}
      {owner.type === 'exhibitor' ? (
        <Link
          to={paths.exhibitor(lang, owner.id)}
          className="sf-card sf-video__owner"
          data-testid="video-owner"
        >
          {owner.logo ? <img src={owner.logo} alt="" width={40} height={40} loading="lazy" /> : null}
          <span>{owner.name}</span>
          <span className="sf-video__go">{t('visit_exhibitor')}</span>
        </Link>
      ) : (
        <div className="sf-card sf-video__owner" data-testid="video-owner">
          {owner.logo ? <img src={owner.logo} alt="" width={40} height={40} loading="lazy" /> : null}
          <span>{owner.name}</span>
        </div>
      )}
    </article>
  );
}

export function VideoDetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="video-loading">
      <div className="sf-player sf-skel" />
      <div className="sf-card">
        <div className="sf-skel sf-skel--line sf-skel--w80" style={{ height: 22 }} />
        <div className="sf-skel sf-skel--line sf-skel--w40" style={{ marginTop: 10 }} />
      </div>
    </div>
  );
}
