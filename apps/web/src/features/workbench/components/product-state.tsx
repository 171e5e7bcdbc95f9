import type { TProductState, TRevisionState, TWorkbenchProduct } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../../../components/back-office.css';
import './workbench.css';

/** A product's state in the dictionary's words (pending review, listed, ...). */
export function ProductStateBadge({ state }: { state: TProductState }) {
  const { t } = useTranslation();
  return (
    <span className="sf-bo-pill sf-wb-state" data-state={state} data-testid="product-state">
      {t(`review_product_${state}`)}
    </span>
  );
}

/** An edit of an approved product that waits for the organizer or was sent back. */
export function RevisionBadge({ revision }: { revision: TRevisionState }) {
  const { t } = useTranslation();
  return (
    <span
      className="sf-bo-pill sf-wb-state"
      data-state={`revision-${revision}`}
      data-testid="product-revision"
    >
      {t(`workbench_revision_${revision}`)}
    </span>
  );
}

/** Whether the organizer's note is for the exhibitor to read now: the product or its edit was sent back. */
export const noteApplies = (p: Pick<TWorkbenchProduct, 'state' | 'revisionState' | 'reviewNote'>) =>
  p.reviewNote.trim() !== '' &&
  (p.state === 'needsModification' ||
    p.state === 'rejected' ||
    p.state === 'banned' ||
    p.revisionState === 'needsModification' ||
    p.revisionState === 'rejected');

/** The organizer's note, as the exhibitor reads it on a card and above the form. */
export function ReviewNote({ note }: { note: string }) {
  const { t } = useTranslation();
  return (
    <p className="sf-wb-note" role="note" data-testid="product-review-note">
      <strong>{t('demand_review_note')}</strong>
      {note}
    </p>
  );
}
