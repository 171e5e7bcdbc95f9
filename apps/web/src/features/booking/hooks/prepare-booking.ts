import { guard } from '../../../components/access/use-gate.ts';
import { showAccessDialog } from '../../../components/access/access-dialog.tsx';
import { isLoggedIn } from '../../../lib/auth-session.ts';
import { getI18n } from '../../../lib/language.ts';
import { readCurrentRole } from '../../../lib/session/current-role.ts';

/** The outer dialog's result types (login required, no permission, ...); 'ok' opens the booking dialog. */
export type BookingEntryResult = 'ok' | 'login' | 'noAuth' | 'exhibitors' | 'error';

/**
 * Before the dialog opens: the chat gate (its own dialogs for login, role, permission and registration state),
 * then the one refusal the gate cannot know, a booking with the visitor's own organization.
 */
export async function prepareBooking(
  exhibitorOrgId: string,
  chatRoles: readonly string[] = [],
): Promise<BookingEntryResult> {
  let passed: boolean;
  try {
    // The event's chat roles decide whether an exhibitor may book another exhibitor (ExhibitorToExhibitor).
    passed = await guard('chat', { facts: { chatRoles } });
  } catch {
    await outerDialog('error', getI18n().t('load_failed'));
    return 'error';
  }
  if (!passed) return isLoggedIn() ? 'noAuth' : 'login';
  if (readCurrentRole()?.orgId === exhibitorOrgId) {
    await outerDialog('exhibitors', getI18n().t('meeting_own_organization'));
    return 'exhibitors';
  }
  return 'ok';
}

function outerDialog(kind: BookingEntryResult, message: string) {
  return showAccessDialog({
    kind: `booking-${kind}`,
    message,
    buttons: [{ key: 'ok', text: getI18n().t('ok'), testId: 'dialog-ok', primary: true }],
  });
}
