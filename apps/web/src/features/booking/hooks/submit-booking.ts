import type { TChatStatus, TReserveBody, TRoleType, TSrcBizType, TTimeSlot } from '@showfloor/contracts';
import {
  BOOKING_PROBLEM_KEYS,
  conflictCheckType,
  conflictOutcome,
  validateBooking,
  type BookingDialogAction,
  type BookingDialogState,
} from '@showfloor/domain';

/*
 * The dialog's submit as one function over its effects, so its order is tested
 * without a browser: validation toast -> login -> CheckChatStatus -> conflict stop or livestream confirm ->
 * Reserve -> result. Every effect comes from `deps`.
 */

export interface BookingSource {
  srcBizType: TSrcBizType;
  srcBizId: string;
  srcBizCode: string;
  srcBizName: string;
}

/** The booking context: who is booked, at which event, from where. */
export interface BookingContext {
  exhibitorId: string;
  exhibitorOrgId: string;
  bventId: string;
  topOrgId: string;
  receiveAccountId: string;
  source: BookingSource;
}

export interface SubmitDeps {
  /** The role the calls are made as (the session's current role), or null when not logged in. */
  role: () => TRoleType | null;
  sendAccountName: string;
  /** The not-logged-in dialog (login); resolves once answered. */
  askLogin: () => Promise<void>;
  toast: (key: string) => void;
  checkStatus: (body: {
    chatId: string;
    attendeeOrganizationRole: TRoleType;
    checkChatBusinessType: 'AttendeeSend' | 'ExhibitorSend';
    receiveOrgId: string;
    receiveAccountId?: string;
    bventId: string;
  }) => Promise<TChatStatus>;
  /** The livestream confirm; true: book anyway. */
  confirmLive: () => Promise<boolean>;
  reserve: (body: TReserveBody, idempotencyKey: string) => Promise<string>;
  newKey: () => string;
  dispatch: (action: BookingDialogAction) => void;
  /** The error's message for the failure view (the error's own message when it has one). */
  messageOf: (error: unknown) => string;
}

export type SubmitOutcome =
  | { kind: 'invalid'; key: string }
  | { kind: 'login' }
  | { kind: 'conflict' }
  | { kind: 'declined' }
  | { kind: 'booked'; negotiationId: string; body: TReserveBody }
  | { kind: 'failed'; error: unknown };

/** The Reserve payload, every field the original platform sends. */
export function reserveBody(
  ctx: BookingContext,
  state: BookingDialogState,
  slot: TTimeSlot,
  role: TRoleType,
  sendAccountName: string,
): TReserveBody {
  const { form } = state;
  const offline = form.chatType === 'OffLine';
  return {
    topOrgId: ctx.topOrgId,
    bventId: ctx.bventId,
    srcBizId: ctx.source.srcBizId,
    srcBizType: ctx.source.srcBizType,
    srcBizCode: ctx.source.srcBizCode,
    srcBizName: ctx.source.srcBizName,
    receiveAccountId: ctx.receiveAccountId,
    receiveOrgId: ctx.exhibitorOrgId,
    sendAccountName,
    startTime: slot.startTime,
    endTime: slot.endTime,
    topic: form.theme.trim(),
    chatType: form.chatType,
    SendBusinessCard: form.SendBusinessCard ? 1 : 0,
    chatId: slot.id,
    attendeeOrganizationRole: role,
    address: offline ? form.address.trim() : '',
    addressType: offline ? form.addressType : 'Customize',
  };
}

export async function submitBooking(
  ctx: BookingContext,
  state: BookingDialogState,
  slot: TTimeSlot | null,
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  const problem = validateBooking({
    topic: state.form.theme,
    date: state.selectedDate,
    slotId: slot?.id ?? null,
  });
  if (problem) {
    deps.toast(BOOKING_PROBLEM_KEYS[problem]);
    return { kind: 'invalid', key: BOOKING_PROBLEM_KEYS[problem] };
  }
  const role = deps.role();
  if (!role || !slot) {
    await deps.askLogin();
    return { kind: 'login' };
  }
  try {
    const status = await deps.checkStatus({
      chatId: slot.id,
      attendeeOrganizationRole: role,
      checkChatBusinessType: conflictCheckType(role),
      receiveOrgId: ctx.exhibitorOrgId,
      receiveAccountId: ctx.receiveAccountId,
      bventId: ctx.bventId,
    });
    deps.dispatch({ type: 'conflicts', ...status });
    const outcome = conflictOutcome(status);
    if (outcome === 'meetingConflict') {
      deps.toast('meeting_schedule_conflict');
      return { kind: 'conflict' };
    }
    if (outcome === 'confirmLive' && !(await deps.confirmLive())) return { kind: 'declined' };
    const body = reserveBody(ctx, state, slot, role, deps.sendAccountName);
    const negotiationId = await deps.reserve(body, deps.newKey());
    deps.dispatch({ type: 'succeeded' });
    return { kind: 'booked', negotiationId, body };
  } catch (error) {
    deps.dispatch({ type: 'failed', message: deps.messageOf(error) });
    return { kind: 'failed', error };
  }
}
