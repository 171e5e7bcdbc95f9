import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import Button from 'antd-mobile/es/components/button';
import type { TMeeting } from '@showfloor/contracts';
import { cancelBooked } from '../api/meeting-actions.ts';
import { confirmAction } from '../../../components/access/confirm-action.ts';

export type MeetingActionKind = 'confirm' | 'decline' | 'cancel' | 'ics';

/** The yes/no question asked before an action that cannot be undone. */
export interface ActionQuestion {
  /** The dialog's data-kind (cancelMeeting, declineMeeting). */
  kind: string;
  message: string;
  yes: string;
  /** Red yes (cancel, decline). */
  danger?: boolean;
}

export interface MeetingAction {
  /** The action on its way (its button spins, the card's others wait); null when none. */
  busy: MeetingActionKind | null;
  /**
   * Asks `question` first when given (no: nothing happens), then runs `action` with the card busy. A refusal is
   * toasted by the api-client and the lists reload, so a failure needs nothing more here.
   */
  run: (what: MeetingActionKind, action: () => Promise<unknown>, question?: ActionQuestion) => Promise<void>;
}

/** One meeting card's actions: one at a time, each optionally behind a question. */
export function useMeetingAction(): MeetingAction {
  const [busy, setBusy] = useState<MeetingActionKind | null>(null);
  const run = useCallback<MeetingAction['run']>(async (what, action, question) => {
    if (question && !(await confirmAction({ ...question, testId: 'meeting-confirm' }))) return;
    setBusy(what);
    await action()
      .catch(() => null)
      .finally(() => setBusy(null));
  }, []);
  return { busy, run };
}

interface ButtonProps {
  what: MeetingActionKind;
  state: MeetingAction;
  action: () => Promise<unknown>;
  question?: ActionQuestion;
  testId: string;
  color?: 'primary' | 'danger';
  fill?: 'outline';
  children: ReactNode;
}

/** A card's action button: spins while its action runs, waits while another one does. */
export function MeetingActionButton({
  what,
  state,
  action,
  question,
  testId,
  color,
  fill,
  children,
}: ButtonProps) {
  return (
    <Button
      size="small"
      color={color}
      fill={fill}
      loading={state.busy === what}
      disabled={state.busy !== null}
      data-testid={testId}
      onClick={() => void state.run(what, action, question)}
    >
      {children}
    </Button>
  );
}

/** 'Cancel meeting' (the visitor's booked meeting, the exhibitor's confirmed one), after a yes. */
export function CancelMeetingButton({ meeting, state }: { meeting: TMeeting; state: MeetingAction }) {
  const { t } = useTranslation();
  const label = t('meeting_cancel');
  return (
    <MeetingActionButton
      what="cancel"
      state={state}
      action={() => cancelBooked(meeting)}
      question={{
        kind: 'cancelMeeting',
        message: t('meeting_cancel_question'),
        yes: label,
        danger: true,
      }}
      testId="meeting-cancel"
      color="danger"
      fill="outline"
    >
      {label}
    </MeetingActionButton>
  );
}
