import { useState } from 'react';
import { LIVE_INVITE_CODE_MAX, type TLiveDetail } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { saveLiveCalendar } from '../api/live-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useLiveReservation } from '../hooks/use-live-reservation.ts';

const LABELS = {
  reserve: 'live_reserve',
  cancel: 'live_cancel_reservation',
  soldOut: 'live_sold_out_badge',
  unknown: 'live_reserve',
} as const;

/** Days, hours, minutes and seconds until the start; "starting soon" once it has come and the stream has not. */
function CountdownLine({ startTime }: { startTime: string }) {
  const { t } = useTranslation();
  const c = useCountdown(startTime);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <p className="sf-live-countdown" data-testid="live-countdown" suppressHydrationWarning>
      {c.due
        ? t('live_starting_soon')
        : t('live_countdown', { days: c.days, time: `${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}` })}
    </p>
  );
}

/**
 * An upcoming live's reservation: the countdown, the invitation-code field of a private live, reserve or cancel
 * (a button whose state is not known yet cannot be tapped), the seats left, and the slot for the calendar.
 */
export function ReservePanel({ detail }: { detail: TLiveDetail }) {
  const { t } = useTranslation();
  const { view, busy, tap } = useLiveReservation(detail);
  const [code, setCode] = useState('');
  const primary = view.action === 'reserve';
  return (
    <section className="sf-card sf-live-reserve" data-testid="live-reserve" data-action={view.action}>
      <CountdownLine startTime={detail.startTime} />
      {view.needsCode ? (
        <label className="sf-input sf-live-code">
          {t('live_invite_code')}
          <input
            value={code}
            maxLength={LIVE_INVITE_CODE_MAX}
            autoComplete="off"
            placeholder={t('live_invite_code_placeholder')}
            data-testid="live-invite-code"
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
      ) : null}
      <p className="sf-live-seats" data-testid="live-seats">
        {detail.reserved ? (
          <span className="sf-live-mine" data-testid="live-reserved">
            {t('live_reserved')}
          </span>
        ) : null}
        {view.seatsLeft === null
          ? t('live_seats_unlimited', { reserved: detail.reservedCount })
          : t('live_seats_left', { left: view.seatsLeft })}
      </p>
      <button
        type="button"
        className={
          primary
            ? 'sf-button sf-button--primary sf-button--block'
            : 'sf-button sf-button--ghost sf-button--block'
        }
        disabled={!view.tappable || busy}
        aria-busy={busy || view.action === 'unknown'}
        data-testid="live-reserve-button"
        data-action={view.action}
        onClick={() =>
          void tap(code).then((done) => {
            if (done) setCode('');
          })
        }
      >
        {t(LABELS[view.action])}
      </button>
      {detail.reserved ? (
        <button
          type="button"
          className="sf-button sf-button--ghost sf-button--block"
          data-testid="live-ics"
          onClick={() => void saveLiveCalendar(detail.id).catch(() => undefined)}
        >
          {t('live_add_to_calendar')}
        </button>
      ) : null}
    </section>
  );
}
