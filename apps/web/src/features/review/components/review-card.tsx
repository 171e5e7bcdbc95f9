import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../../../components/back-office.css';
import './review.css';

/**
 * One item of a queue: its head (name, picture), its state as a badge with what else marks it, then what the
 * organizer reads and the decisions (the children).
 */
export function ReviewCard({
  testId,
  id,
  head,
  state,
  stateLabel,
  badges,
  children,
}: {
  testId: string;
  id: string;
  head: ReactNode;
  state: string;
  stateLabel: string;
  badges?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="sf-card sf-bo-card sf-review-item" data-testid={testId} data-id={id}>
      {head}
      <div className="sf-bo-badges">
        <span className="sf-bo-pill sf-review-state" data-state={state} data-testid="review-state">
          {stateLabel}
        </span>
        {badges}
      </div>
      {children}
    </article>
  );
}

/** The note the last decision left, when there is one. */
export function ReviewNote({ note, testId }: { note: string | null | undefined; testId?: string }) {
  const { t } = useTranslation();
  if (!note) return null;
  return (
    <p className="sf-review-text" data-testid={testId}>
      <span className="sf-review-muted">{t('demand_review_note')}: </span>
      {note}
    </p>
  );
}
