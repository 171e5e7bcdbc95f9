import { Link } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { RoomPhase } from '../lib/room-session.ts';
import { RoomFeedback } from './room-feedback.tsx';

interface Props {
  phase: Extract<RoomPhase, 'kicked' | 'closed' | 'left'>;
  lang: TLanguage;
  exhibitorId: string;
  room: string;
  invite?: string;
  host: boolean;
  /** The seat held, for the survey (none when the participant was removed: no survey then). */
  ticket: { seat: string; token: string } | null;
}

/** Out of the room: why ("removed by host", "room closed", or one's own leaving) and where to go next. */
export function RoomOutcome({ phase, lang, exhibitorId, room, invite, host, ticket }: Props) {
  const { t } = useTranslation();
  const title =
    phase === 'kicked' ? t('removed_by_host') : phase === 'closed' ? t('room_closed') : t('room_left_title');
  return (
    <div className="sf-room-outcome" role="status" data-testid="room-outcome" data-phase={phase}>
      <p className="sf-room-outcome__title">{title}</p>
      {ticket && phase !== 'kicked' ? <RoomFeedback room={room} ticket={ticket} /> : null}
      {phase === 'left' ? (
        <Link
          className="sf-button sf-button--primary"
          to={paths.meetMiddleware(lang, exhibitorId, room, invite)}
        >
          {t('room_rejoin')}
        </Link>
      ) : null}
      {invite ? (
        // A guest has no meetings list: the exhibitor's page is where the fair goes on for them.
        <Link
          className="sf-button"
          to={paths.exhibitor(lang, exhibitorId)}
          data-testid="room-outcome-exhibitor"
        >
          {t('room_visit_exhibitor')}
        </Link>
      ) : (
        <Link className="sf-button" to={host ? paths.workbenchMeetings(lang) : paths.meetings(lang)}>
          {t('room_back_to_meetings')}
        </Link>
      )}
    </div>
  );
}
