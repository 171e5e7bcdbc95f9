import { useTranslation } from '../../../lib/use-translation.ts';
import type { RegisterAction, SeatFacts } from '../hooks/register-view.ts';
import { useActivityRegistration } from '../hooks/use-activity-registration.ts';
import './register-button.css';

const LABELS: Record<Exclude<RegisterAction, 'unknown' | 'ended'>, string> = {
  register: 'activity_register',
  cancel: 'activity_cancel_registration',
  soldOut: 'activity_sold_out',
  closed: 'activity_registration_closed',
};

interface Props {
  activityId: string;
  facts: SeatFacts;
  /** In a list (under a card) rather than on the activity's own page. */
  inList?: boolean;
}

/**
 * Register / cancel with the seats left. A state that takes no tap (sold out, closed, ended) or is not known yet
 * (the visitor's seat still on its way) is a disabled button; signed out, a tap opens the login gate.
 */
export function RegisterButton({ activityId, facts, inList }: Props) {
  const { t } = useTranslation();
  const { view, busy, tap } = useActivityRegistration(activityId, facts);
  const seats =
    view.seatsLeft === null
      ? t('activity_seats_unlimited', { registered: view.registeredCount })
      : t('activity_seats_left', { left: view.seatsLeft });
  const guessed = view.action === 'unknown' ? facts.registration : null;
  const label =
    view.action === 'ended'
      ? t(view.registered ? 'activity_registered' : 'activity_ended')
      : view.action === 'unknown'
        ? t(guessed === 'open' ? 'activity_register' : LABELS[guessed ?? 'closed'])
        : t(LABELS[view.action]);
  const primary = view.action === 'register' || (view.action === 'unknown' && guessed === 'open');
  return (
    <div
      className={inList ? 'sf-act-reg sf-act-reg--list' : 'sf-act-reg'}
      data-testid="activity-register"
      data-action={view.action}
    >
      <span className="sf-act-reg__seats" data-testid="activity-seats-left">
        {view.registered ? (
          <span className="sf-act-reg__mine" data-testid="activity-registered">
            {t('activity_registered')}
          </span>
        ) : null}
        {seats}
      </span>
      <button
        type="button"
        className={
          primary
            ? 'sf-button sf-button--primary sf-act-reg__btn'
            : 'sf-button sf-button--ghost sf-act-reg__btn'
        }
        disabled={!view.tappable || busy}
        aria-busy={busy || view.action === 'unknown'}
        data-testid="activity-register-button"
        data-action={view.action}
        onClick={() => void tap()}
      >
        {label}
      </button>
    </div>
  );
}
