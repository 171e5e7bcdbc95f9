import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, REVIEW_NOTE_MAX } from '@showfloor/contracts';
import { ApiError, TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { REVIEW_KEY } from '../api/review-api.ts';
import type { DecisionChoice } from '../hooks/review-rules.ts';
import '../../../components/form.css';
import './review.css';

interface Props<D extends string> {
  choices: readonly DecisionChoice<D>[];
  /** Whom the decision is about (the dialog's second line). */
  subject: string;
  run: (decision: D, note: string) => Promise<unknown>;
  /** What the note's reader is (the dialog's hint under the field). */
  noteHintKey: string;
}

/** Decided meanwhile by someone else (or changed since): the gateway's 409, or its code on another status. */
const decidedElsewhere = (e: unknown) =>
  e instanceof ApiError && (e.statusCode === 409 || e.businessCode === ErrorCode.ReviewDecided);

/**
 * A card's decisions: one button each; a decision that needs a note (or a second thought) opens a dialog first.
 * One decision at a time per card (every button waits while one is on its way), and the queue is read again
 * before the buttons come back, so the decided card leaves without a second tap on it. A missing note, or any
 * other refusal of the dialog's decision, is said in the dialog; a decision someone else took first is said as
 * a notice and the queue is read again.
 */
export function DecisionBar<D extends string>({ choices, subject, run, noteHintKey }: Props<D>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const noteId = useId();
  const [asking, setAsking] = useState<DecisionChoice<D> | null>(null);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: [REVIEW_KEY] });
  const mutation = useMutation({
    mutationFn: ({ decision, note: text }: { decision: D; note: string; inDialog: boolean }) =>
      run(decision, text),
    onSuccess: (_data, { decision }) => {
      setOpen(false);
      // The toast after the decision is stored.
      showToast(t(`review_done_${decision}`), TOAST_MS);
      return refresh();
    },
    onError: (e, { inDialog }) => {
      const message = e instanceof Error ? e.message : String(e);
      if (decidedElsewhere(e)) {
        setOpen(false);
        showToast(message, TOAST_MS);
        return refresh();
      }
      if (inDialog) setProblem(message);
      else showToast(message, TOAST_MS);
    },
  });
  const busy = mutation.isPending;

  const choose = (c: DecisionChoice<D>) => {
    if (!c.needsNote && !c.optionalNote && !c.askKey) {
      mutation.mutate({ decision: c.decision, note: '', inDialog: false });
      return;
    }
    setAsking(c);
    setNote('');
    setTried(false);
    setProblem(null);
    setOpen(true);
  };
  const send = () => {
    if (!asking) return;
    setTried(true);
    setProblem(null);
    if (asking.needsNote && note.trim() === '') return;
    mutation.mutate({ decision: asking.decision, note: note.trim(), inDialog: true });
  };
  const missing = Boolean(asking?.needsNote) && tried && note.trim() === '';

  return (
    <>
      <div className="sf-review-decisions" data-testid="review-decisions">
        {choices.map((c) => (
          <button
            key={c.decision}
            type="button"
            className={`sf-button ${c.tone === 'primary' ? 'sf-button--primary' : 'sf-button--ghost'}`}
            data-tone={c.tone}
            disabled={busy}
            onClick={() => choose(c)}
            data-testid={`review-decide-${c.decision}`}
          >
            {t(c.labelKey)}
          </button>
        ))}
      </div>
      <BottomSheet
        open={open}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
        title={asking ? t(asking.labelKey) : ''}
        note={subject}
        testId="review-dialog"
      >
        <form
          className="sf-form sf-review-dialog"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          {asking?.needsNote || asking?.optionalNote ? (
            <label className="sf-input" htmlFor={noteId}>
              <span>{t('review_note_label')}</span>
              <textarea
                id={noteId}
                value={note}
                rows={4}
                maxLength={REVIEW_NOTE_MAX}
                aria-invalid={missing}
                onChange={(e) => setNote(e.target.value)}
                data-testid="review-note"
              />
              <span className="sf-input__count">
                {note.length}/{REVIEW_NOTE_MAX}
              </span>
            </label>
          ) : asking?.askKey ? (
            <p className="sf-review-dialog__ask">{t(asking.askKey)}</p>
          ) : null}
          {asking?.needsNote || asking?.optionalNote ? (
            <p className="sf-review-dialog__hint">{t(noteHintKey)}</p>
          ) : null}
          {missing ? (
            <p className="sf-input__error" role="alert" data-testid="review-note-required">
              {t('review_note_required')}
            </p>
          ) : null}
          {problem ? (
            <p className="sf-input__error" role="alert" data-testid="review-dialog-error">
              {problem}
            </p>
          ) : null}
          <div className="sf-review-decisions">
            <button
              type="button"
              className="sf-button sf-button--ghost"
              disabled={busy}
              onClick={() => setOpen(false)}
            >
              {t('cancel')}
            </button>
            <button
              type="submit"
              className="sf-button sf-button--primary"
              data-tone={asking?.tone}
              disabled={busy}
              data-testid="review-dialog-send"
            >
              {asking ? t(asking.labelKey) : ''}
            </button>
          </div>
        </form>
      </BottomSheet>
    </>
  );
}
