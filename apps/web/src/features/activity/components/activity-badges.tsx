import { useTranslation } from 'react-i18next';
import type { TActivityRegistration, TActivityState } from '@showfloor/contracts';

const STATE_WORDS: Record<TActivityState, [key: string, en: string]> = {
  upcoming: ['activity_upcoming', 'Upcoming'],
  live: ['activity_live', 'Live'],
  ended: ['activity_ended', 'Ended'],
};

const REGISTRATION_WORDS: Record<TActivityRegistration, [key: string, en: string]> = {
  open: ['activity_registration_open', 'Registration open'],
  closed: ['activity_registration_closed', 'Registration closed'],
  soldOut: ['activity_sold_out', 'Sold out'],
};

interface Props {
  state: TActivityState;
  registration: TActivityRegistration;
}

/** SPEC §4 live/activity states as two badges; the state's colour comes from data-state in activity.css. */
export function ActivityBadges({ state, registration }: Props) {
  const { t } = useTranslation();
  const [stateKey, stateEn] = STATE_WORDS[state];
  const [regKey, regEn] = REGISTRATION_WORDS[registration];
  return (
    <span className="sf-activity__badges">
      <span className="sf-activity__badge" data-testid="activity-state" data-state={state}>
        {t(stateKey, stateEn)}
      </span>
      {/* An ended activity's registration is closed by definition: one badge says it all. */}
      {state === 'ended' ? null : (
        <span
          className="sf-activity__badge sf-activity__badge--reg"
          data-testid="activity-registration"
          data-registration={registration}
        >
          {t(regKey, regEn)}
        </span>
      )}
    </span>
  );
}
