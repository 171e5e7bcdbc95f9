import { i18n } from '../../../lib/language.ts';
import { showAccessDialog } from '../../../components/access/access-dialog.tsx';

/**
 * A yes/no question before an action that cannot be undone (cancel, decline, clear slots). The buttons keep
 * stable test ids: meeting-confirm-yes, meeting-confirm-no; the dialog's data-kind names the action.
 */
export async function confirmAction(kind: string, message: string, yes: string): Promise<boolean> {
  const answer = await showAccessDialog({
    kind,
    message,
    buttons: [
      { key: 'yes', text: yes, testId: 'meeting-confirm-yes', primary: true },
      {
        key: 'no',
        text: i18n.t('meeting_keep', { defaultValue: 'Not now' }),
        testId: 'meeting-confirm-no',
      },
    ],
  });
  return answer === 'yes';
}
