import { getI18n } from '../../lib/language.ts';
import { showAccessDialog } from './access-dialog.tsx';

export interface ConfirmSpec {
  /** The dialog's data-kind (end-to-end tests): cancelMeeting, declineMeeting, clearSlots, booking-live. */
  kind: string;
  message: string;
  /** The yes button's words (the action it confirms). */
  yes: string;
  /** The no button's words; 'Not now' when not given. */
  no?: string;
  /** The buttons' test ids are `<testId>-yes` and `<testId>-no`. */
  testId: string;
  /** A destructive action (delete, cancel, decline, clear): the yes button is red. */
  danger?: boolean;
}

/**
 * A yes/no question before an action (cancel, decline, clear slots, booking despite a livestream) in the access
 * dialog's look; true only on yes (no, or a tap outside, is a no).
 */
export async function confirmAction(spec: ConfirmSpec): Promise<boolean> {
  const answer = await showAccessDialog({
    kind: spec.kind,
    message: spec.message,
    buttons: [
      { key: 'yes', text: spec.yes, testId: `${spec.testId}-yes`, primary: true, danger: spec.danger },
      {
        key: 'no',
        text: spec.no ?? getI18n().t('meeting_keep'),
        testId: `${spec.testId}-no`,
      },
    ],
  });
  return answer === 'yes';
}
