import type { TMeeting } from '@showfloor/contracts';

/**
 * The dictionary key of who ended a cancelled meeting, in the words of the list's reader: a decline is the
 * exhibitor's ('declined by the exhibitor' to the visitor, 'declined by you' to the exhibitor); a cancellation
 * names its side. null while the meeting stands or when the server does not say.
 */
export function cancelNote(
  m: Pick<TMeeting, 'status' | 'declined' | 'cancelledBy'>,
  viewer: 'sender' | 'receiver',
): string | null {
  if (m.status !== 'Cancelled') return null;
  if (m.declined) return viewer === 'receiver' ? 'meeting_declined_by_you' : 'meeting_declined_by_exhibitor';
  if (m.cancelledBy === 'receiver')
    return viewer === 'receiver' ? 'meeting_cancelled_by_you' : 'meeting_cancelled_by_exhibitor';
  if (m.cancelledBy === 'sender')
    return viewer === 'sender' ? 'meeting_cancelled_by_you' : 'meeting_cancelled_by_visitor';
  return null;
}
