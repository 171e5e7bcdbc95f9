import { useTranslation } from '../../../lib/use-translation.ts';
import type { TMeeting } from '@showfloor/contracts';
import { cancelNote } from '../hooks/meeting-words.ts';

interface Props {
  meeting: Pick<TMeeting, 'status' | 'declined' | 'cancelledBy'>;
  /** Whose list it is: 'sender' (the visitor's meetings) or 'receiver' (the exhibitor's requests). */
  viewer: 'sender' | 'receiver';
}

/** The state as a coloured tag, and who ended a cancelled meeting (a decline is the exhibitor's). */
export function MeetingStatus({ meeting, viewer }: Props) {
  const { t } = useTranslation();
  const note = cancelNote(meeting, viewer);
  return (
    <span className="sf-mtg__state">
      <span className="sf-mtg__tag" data-testid="meeting-status" data-status={meeting.status}>
        {t(`meeting_status_${meeting.status}`)}
      </span>
      {note ? (
        <span className="sf-mtg__note" data-testid="meeting-cancel-note" data-note={note}>
          {t(note)}
        </span>
      ) : null}
    </span>
  );
}
