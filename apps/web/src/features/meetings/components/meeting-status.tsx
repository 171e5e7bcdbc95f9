import { useTranslation } from 'react-i18next';
import type { TMeeting, TMeetingStatus } from '@showfloor/contracts';

/** SPEC §4 "Reservation: waiting for response, confirmed, cancel": the dictionary's words of each state. */
export const STATUS_WORDS: Record<TMeetingStatus, string> = {
  Waiting: 'Waiting for response',
  Confirmed: 'Confirmed',
  Cancelled: 'Cancelled',
};

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
        {t(`meeting_status_${meeting.status}`, { defaultValue: STATUS_WORDS[meeting.status] })}
      </span>
      {note ? (
        <span className="sf-mtg__note" data-testid="meeting-cancel-note" data-note={note[0]}>
          {t(note[0], { defaultValue: note[1] })}
        </span>
      ) : null}
    </span>
  );
}

function cancelNote(
  m: Pick<TMeeting, 'status' | 'declined' | 'cancelledBy'>,
  viewer: 'sender' | 'receiver',
): [key: string, en: string] | null {
  if (m.status !== 'Cancelled') return null;
  if (m.declined)
    return viewer === 'receiver'
      ? ['meeting_declined_by_you', 'Declined by you']
      : ['meeting_declined_by_exhibitor', 'Declined by the exhibitor'];
  if (m.cancelledBy === 'receiver')
    return viewer === 'receiver'
      ? ['meeting_cancelled_by_you', 'Cancelled by you']
      : ['meeting_cancelled_by_exhibitor', 'Cancelled by the exhibitor'];
  if (m.cancelledBy === 'sender')
    return viewer === 'sender'
      ? ['meeting_cancelled_by_you', 'Cancelled by you']
      : ['meeting_cancelled_by_visitor', 'Cancelled by the visitor'];
  return null;
}
