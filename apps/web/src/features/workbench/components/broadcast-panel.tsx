import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TStudioLive } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { confirmAction } from '../../../components/access/confirm-action.ts';
import { STUDIO_KEY } from '../api/live-studio-api.ts';
import type { Acting } from '../api/workbench-api.ts';
import { useBroadcast } from '../hooks/use-broadcast.ts';
import './workbench.css';

/** The dictionary's words for why the camera could not be had (the negotiation room says them the same way). */
const PROBLEM_KEYS = {
  denied: 'room_camera_denied',
  'no-device': 'room_no_device',
  busy: 'room_device_busy',
  unsupported: 'live_studio_cannot_record',
  cannotRecord: 'live_studio_cannot_record',
  'camera-denied': 'room_camera_denied',
  'no-camera': 'room_no_device',
  'camera-busy': 'room_device_busy',
} as const;

/**
 * This phone as the live's camera: the preview, going on air, how much the gateway has, a slow network said
 * plainly, and ending (after a yes) once the last piece is in.
 */
export function BroadcastPanel({ who, live }: { who: Acting; live: TStudioLive }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { status, preview, openCamera, start, end } = useBroadcast(who.bventId, live.id, 'off');
  const { phase } = status;
  useEffect(() => {
    if (phase === 'onAir' || phase === 'ended') void client.invalidateQueries({ queryKey: [STUDIO_KEY] });
  }, [phase, client]);

  return (
    <section className="sf-card sf-wb-broadcast" data-testid="broadcast" data-phase={phase}>
      <div className="sf-wb-broadcast__screen">
        <video ref={preview} muted playsInline autoPlay data-testid="broadcast-preview" />
        {phase === 'onAir' ? (
          <span className="sf-wb-broadcast__onair" data-testid="broadcast-onair">
            {t('live_studio_on_air')}
          </span>
        ) : null}
        {phase === 'off' ? <span className="sf-wb-broadcast__off">{t('live_studio_camera_off')}</span> : null}
      </div>
      {status.problem ? (
        <p className="sf-input__error" role="alert" data-testid="broadcast-problem">
          {t(PROBLEM_KEYS[status.problem])}
        </p>
      ) : null}
      {status.error ? (
        <p className="sf-input__error" role="alert" data-testid="broadcast-error">
          {status.error}
        </p>
      ) : null}
      {phase === 'onAir' || phase === 'ending' ? (
        <p className="sf-wb-hint" data-testid="broadcast-sent" aria-live="polite">
          {t('live_studio_sent', { seconds: Math.round(status.sentSeconds) })}
          {status.waiting > 2 ? ` · ${t('live_studio_network_slow', { seconds: status.waiting })}` : ''}
        </p>
      ) : null}
      {phase === 'off' ? (
        <button
          type="button"
          className="sf-button sf-button--ghost sf-button--block"
          onClick={() => void openCamera()}
          data-testid="broadcast-camera"
        >
          {t('live_studio_open_camera')}
        </button>
      ) : null}
      {phase === 'camera' || phase === 'starting' ? (
        <button
          type="button"
          className="sf-button sf-button--primary sf-button--block"
          disabled={phase === 'starting'}
          onClick={() => void start()}
          data-testid="live-go"
        >
          {live.broadcastState === 'live' ? t('live_studio_resume') : t('live_studio_go_live')}
        </button>
      ) : null}
      {phase === 'onAir' || phase === 'ending' ? (
        <button
          type="button"
          className="sf-button sf-button--danger sf-button--block"
          disabled={phase === 'ending'}
          onClick={async () => {
            const sure = await confirmAction({
              kind: 'endLive',
              message: t('live_studio_end_question'),
              yes: t('live_studio_end_live'),
              testId: 'live-end-confirm',
              danger: true,
            });
            if (sure) void end();
          }}
          data-testid="live-end"
        >
          {phase === 'ending' ? t('live_studio_ending') : t('live_studio_end_live')}
        </button>
      ) : null}
    </section>
  );
}
