import type { TAttendeeDetail } from '@showfloor/contracts';
import { attendeeGate, type AttendeeGate } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { miniProgramNavigate } from '../../lib/login.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { attendeeInfoOptions, attendeeTipsOptions, fetchPayPageUrl } from '../../lib/session/queries.ts';
import { showAttendeeTips } from './gate-dialogs.tsx';

/** The attendee registration (fresh: the state may have changed since the page loaded). */
export function fetchAttendee(accountId: string, bventId: string): Promise<TAttendeeDetail | null> {
  return getQueryClient().fetchQuery({ ...attendeeInfoOptions(accountId, bventId), staleTime: 0 });
}

/** The registration's gate for a buyer action; 'proceed' goes at once. */
export async function attendeeGateFor(
  accountId: string,
  bventId: string,
  isAttendee: boolean,
): Promise<{ gate: AttendeeGate; info: TAttendeeDetail | null }> {
  if (!isAttendee) return { gate: { kind: 'proceed' }, info: null };
  const info = await fetchAttendee(accountId, bventId).catch(() => null);
  return { gate: attendeeGate(true, info), info };
}

/**
 * The registration-state dialog with the authority's words, and its action: correct / reRegister to the
 * authority's form (full page load, back here), pay to the cashier (or the mini-program's payment page).
 */
export async function runAttendeeDialog(accountId: string, bventId: string): Promise<void> {
  // A same-site path: the authority and the cashier only go back inside /m/.
  const here = window.location.pathname + window.location.search;
  const tips = await getQueryClient().fetchQuery(attendeeTipsOptions(accountId, bventId, here));
  const answer = await showAttendeeTips(tips);
  if (answer !== 'go') return;
  if (tips.action === 'correct' || tips.action === 'reRegister') {
    if (tips.actionUrl) window.location.assign(paths.withReturnUrl(tips.actionUrl, here));
    return;
  }
  if (tips.action === 'pay') {
    const info = await fetchAttendee(accountId, bventId);
    const orderId = info?.unpaidOrderViewModel?.firstOrderId;
    if (!orderId) return;
    if (miniProgramNavigate(paths.miniProgramPay(orderId, here))) return;
    window.location.assign(await fetchPayPageUrl(bventId, orderId, here));
  }
}
