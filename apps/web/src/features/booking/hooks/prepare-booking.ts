import { guard } from '../../../components/access/use-gate.ts';
import { showAccessDialog } from '../../../components/access/access-dialog.tsx';
import { getSessionUserId, isLoggedIn } from '../../../lib/auth-session.ts';
import { getI18n } from '../../../lib/language.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { readCurrentRole } from '../../../lib/session/current-role.ts';
import { userInfoOptions } from '../../../lib/session/queries.ts';

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
  let own = false;
  try {
    // The event's chat roles decide whether an exhibitor may book another exhibitor (ExhibitorToExhibitor).
    passed = await guard('chat', { facts: { chatRoles } });
    own = passed && (await memberOf(exhibitorOrgId));
  } catch {
    await outerDialog('error', getI18n().t('load_failed'));
    return 'error';
  }
  if (!passed) return isLoggedIn() ? 'noAuth' : 'login';
  if (own) {
    await outerDialog('exhibitors', getI18n().t('meeting_own_organization'));
    return 'exhibitors';
  }
  return 'ok';
}

/**
 * Whether the visitor belongs to the exhibitor's organization, whatever role they act in: the gateway refuses such
 * a booking (a member, or acting in it). Read from the user's organizations, not only from the stored current role,
 * which the role resolution may not have written yet right after a sign-in.
 */
async function memberOf(orgId: string): Promise<boolean> {
  if (readCurrentRole()?.orgId === orgId) return true;
  const accountId = getSessionUserId();
  if (!accountId) return false;
  const user = await getQueryClient().ensureQueryData(userInfoOptions(accountId));
  return user.orgs.some((o) => o.id === orgId);
}

function outerDialog(kind: BookingEntryResult, message: string) {
  return showAccessDialog({
    kind: `booking-${kind}`,
    message,
    buttons: [{ key: 'ok', text: getI18n().t('ok'), testId: 'dialog-ok', primary: true }],
  });
}
