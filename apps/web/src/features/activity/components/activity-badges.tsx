import { useTranslation } from '../../../lib/use-translation.ts';
import type { TActivityRegistration, TActivityState } from '@showfloor/contracts';

const STATE_KEYS: Record<TActivityState, string> = {
  upcoming: 'activity_upcoming',
  live: 'activity_live',
  ended: 'activity_ended',
};

const REGISTRATION_KEYS: Record<TActivityRegistration, string> = {
  open: 'activity_registration_open',
  closed: 'activity_registration_closed',
  soldOut: 'activity_sold_out',
};

interface Props {
  state: TActivityState;
  registration: TActivityRegistration;
}

/** Live state and registration as two badges; the state's colour comes from data-state in activity.css. */
export function ActivityBadges({ state, registration }: Props) {
  const { t } = useTranslation();
  return (
    <span className="sf-activity__badges">
      <span className="sf-activity__badge" data-testid="activity-state" data-state={state}>
        {t(STATE_KEYS[state])}
      </span>
      {/* An ended activity's registration is closed by definition: one badge says it all. */}
      {state === 'ended' ? null : (
        <span
          className="sf-activity__badge sf-activity__badge--reg"
          data-testid="activity-registration"
          data-registration={registration}
        >
          {t(REGISTRATION_KEYS[registration])}
        </span>
      )}
    </span>
  );
}
