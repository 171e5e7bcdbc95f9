import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TBventSetting, TCategoryNode, TLanguage, TWorkbenchProduct } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { type Acting, productOptions } from '../api/workbench-api.ts';
import { draftOf } from '../hooks/product-draft.ts';
import { formLanguages, textIn } from '../hooks/product-words.ts';
import { ProductForm } from './product-form.tsx';
import { noteApplies, ProductStateBadge, RevisionBadge, ReviewNote } from './product-state.tsx';
import '../../../components/back-office.css';
import './workbench.css';

interface Props {
  who: Acting;
  lang: TLanguage;
  id: string;
  setting: TBventSetting | null | undefined;
  categories: readonly TCategoryNode[];
  onSaved: (p: TWorkbenchProduct) => void;
}

/** What the exhibitor is told above the form: where the product stands and what saving does to it. */
function Notices({ product: p }: { product: TWorkbenchProduct }) {
  const { t } = useTranslation();
  const approved = p.published !== null && p.state !== 'banned';
  return (
    <>
      {p.state === 'banned' ? (
        <p className="sf-wb-notice" data-testid="product-banned-notice">
          {t('workbench_banned_notice')}
        </p>
      ) : null}
      {noteApplies(p) ? <ReviewNote note={p.reviewNote} /> : null}
      {p.state === 'pendingReview' ? (
        <p className="sf-wb-notice" data-testid="product-pending-notice">
          {t('workbench_pending_notice')}
        </p>
      ) : null}
      {approved && p.revisionState === 'pendingReview' ? (
        <p className="sf-wb-notice" data-testid="product-edit-waiting-notice">
          {t('workbench_edit_waiting_notice')}
        </p>
      ) : null}
      {approved ? (
        <p className="sf-wb-notice" data-testid="product-visitors-notice">
          {t(p.state === 'listed' ? 'workbench_edit_listed_notice' : 'workbench_edit_approved_notice')}
        </p>
      ) : null}
    </>
  );
}

/**
 * One of the exhibitor's products: its state, the organizer's note when it was sent back, what saving an edit
 * means for visitors, and the form with what the exhibitor last wrote (a waiting edit, else the product).
 */
export function ProductEditor({ who, lang, id, setting, categories, onSaved }: Props) {
  const { t } = useTranslation();
  const query = useQuery(productOptions(who, id));
  const p = query.data;
  const languages = useMemo(
    () => formLanguages(setting, p ? [p.draft.name, p.draft.description] : []),
    [setting, p],
  );

  if (query.isError && !p) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!p) {
    return (
      <div className="sf-card" aria-busy="true" style={{ height: 320 }}>
        <span className="sf-skel sf-skel--line sf-skel--w60" />
      </div>
    );
  }
  return (
    <>
      <section className="sf-card sf-wb-head" data-testid="product-head" data-state={p.state}>
        <h2>{textIn(p.draft.name, lang) || t('workbench_untitled')}</h2>
        <span className="sf-bo-badges">
          <ProductStateBadge state={p.state} />
          {p.revisionState ? <RevisionBadge revision={p.revisionState} /> : null}
        </span>
        <Notices product={p} />
      </section>
      {p.state === 'banned' ? null : (
        <ProductForm
          key={p.id}
          bventId={who.bventId}
          productId={p.id}
          languages={languages}
          categories={categories}
          // Read by the form once: a later read (the lists refresh) does not overwrite what is typed.
          initial={draftOf(p.draft)}
          onSaved={onSaved}
        />
      )}
    </>
  );
}
