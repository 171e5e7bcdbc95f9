import type { TLiveCard } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';

const STATE_KEYS = {
  upcoming: 'live_state_upcoming',
  live: 'live_state_live',
  ended: 'live_state_ended',
} as const;

/** The live's state, and whether it is private or sold out. */
export function LiveBadges({ live }: { live: TLiveCard }) {
  const { t } = useTranslation();
  return (
    <span className="sf-live-badges">
      <span
        className={`sf-live-badge sf-live-badge--${live.state}`}
        data-testid="live-state"
        data-state={live.state}
      >
        {t(STATE_KEYS[live.state])}
      </span>
      {live.isPrivate ? <span className="sf-live-badge">{t('live_private')}</span> : null}
      {live.state === 'upcoming' && live.soldOut ? (
        <span className="sf-live-badge">{t('live_sold_out_badge')}</span>
      ) : null}
    </span>
  );
}
