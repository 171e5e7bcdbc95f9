import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TLanguage, TStudioLive } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { beijingTimeRange } from '../../../lib/time-range.ts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { textIn } from '../hooks/product-words.ts';
import type { Acting } from '../api/workbench-api.ts';
import { studioLivesOptions } from '../api/live-studio-api.ts';
import './workbench.css';

/** A live's state as the studio says it: on air, over (with or without its replay), or when it is. */
export function LiveStateTag({ live }: { live: TStudioLive }) {
  const { t } = useTranslation();
  const key =
    live.state === 'live'
      ? 'live_studio_state_live'
      : live.state === 'ended'
        ? live.playbackUrl
          ? 'live_studio_state_replay'
          : 'live_studio_state_ended'
        : 'live_studio_state_upcoming';
  return (
    <span className={`sf-wb-live-tag sf-wb-live-tag--${live.state}`} data-testid="live-state">
      {t(key)}
    </span>
  );
}

function LiveRow({ live, lang }: { live: TStudioLive; lang: TLanguage }) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  const range = beijingTimeRange(live.startTime, live.endTime, zone, lang);
  return (
    <li>
      <Link className="sf-card sf-wb-link" to={paths.workbenchLive(lang, live.id)} data-testid="studio-live">
        <span className="sf-wb-link__body">
          <span className="sf-wb-link__title">{textIn(live.title, lang) || t('workbench_untitled')}</span>
          <span className="sf-wb-link__sub">{range ? `${range.zone} ${range.text}` : live.startTime}</span>
          <span className="sf-wb-link__sub">
            <LiveStateTag live={live} />{' '}
            {live.capacity === null
              ? t('live_studio_reserved', { count: live.reservedCount })
              : t('live_studio_reserved_of', { count: live.reservedCount, capacity: live.capacity })}
            {live.isPrivate ? ` · ${t('live_studio_private')}` : ''}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The exhibitor's lives, soonest first, and the way to a new one. */
export function LiveStudioList({ who, lang }: { who: Acting; lang: TLanguage }) {
  const { t } = useTranslation();
  const lives = useQuery(studioLivesOptions(who));
  return (
    <>
      <div className="sf-wb-toolbar">
        <Link
          className="sf-button sf-button--primary sf-button--block"
          to={paths.workbenchNewLive(lang)}
          data-testid="studio-new-live"
        >
          {t('live_studio_new')}
        </Link>
      </div>
      {lives.isPending ? (
        <div className="sf-card" aria-busy="true">
          <span className="sf-skel sf-skel--line sf-skel--w60" />
        </div>
      ) : lives.isError ? (
        <InlineState
          title={t('load_failed')}
          actionLabel={t('retry')}
          onAction={() => void lives.refetch()}
        />
      ) : lives.data.length === 0 ? (
        <InlineState title={t('live_studio_empty')} description={t('live_studio_empty_hint')} />
      ) : (
        <ul className="sf-bo-list" data-testid="studio-lives">
          {lives.data.map((l) => (
            <LiveRow key={l.id} live={l} lang={lang} />
          ))}
        </ul>
      )}
    </>
  );
}
