import type { TMeeting, TMeetingStatus } from '@showfloor/contracts';

/** SPEC §4 "Reservation: waiting for response, confirmed, cancel": the dictionary's words of each state. */
export const STATUS_WORDS: Record<TMeetingStatus, string> = {
  Waiting: 'Waiting for response',
  Confirmed: 'Confirmed',
  Cancelled: 'Cancelled',
};

/**
 * Who ended a cancelled meeting, in the words of the list's reader: a decline is the exhibitor's ('declined by
 * the exhibitor' to the visitor, 'declined by you' to the exhibitor); a cancellation names its side. null while
 * the meeting stands or when the server does not say.
 */
export function cancelNote(
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
