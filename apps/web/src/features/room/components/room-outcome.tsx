import { Link } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { RoomPhase } from '../lib/room-session.ts';

interface Props {
  phase: Extract<RoomPhase, 'kicked' | 'closed' | 'left'>;
  lang: TLanguage;
  exhibitorId: string;
  room: string;
  invite?: string;
  host: boolean;
}

/** Out of the room: why ("removed by host", "room closed", or one's own leaving) and where to go next. */
export function RoomOutcome({ phase, lang, exhibitorId, room, invite, host }: Props) {
  const { t } = useTranslation();
  const title =
    phase === 'kicked' ? t('removed_by_host') : phase === 'closed' ? t('room_closed') : t('room_left_title');
  return (
    <div className="sf-room-outcome" role="status" data-testid="room-outcome" data-phase={phase}>
      <p className="sf-room-outcome__title">{title}</p>
      {phase === 'left' ? (
        <Link
          className="sf-button sf-button--primary"
          to={paths.meetMiddleware(lang, exhibitorId, room, invite)}
        >
          {t('room_rejoin')}
        </Link>
      ) : null}
      {invite ? null : (
        <Link className="sf-button" to={host ? paths.workbenchMeetings(lang) : paths.meetings(lang)}>
          {t('room_back_to_meetings')}
        </Link>
      )}
    </div>
  );
}
