import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  PRODUCT_STATES,
  type TLanguage,
  type TProductContentView,
  type TProductReviewItem,
  type TProductState,
} from '@showfloor/contracts';
import { formatCurrency, productAwaitsReview } from '@showfloor/domain';
import { useTranslation } from '../../../lib/use-translation.ts';
import { decideProduct, productQueueOptions } from '../api/review-api.ts';
import { localizedText, productDecisions } from '../hooks/review-rules.ts';
import { DecisionBar } from './decision-bar.tsx';
import { KeywordBox, QueueList, StateChips } from './queue-view.tsx';
import './review.css';

const priceOf = (c: TProductContentView, lang: TLanguage, onRequest: string) =>
  c.price === null ? onRequest : formatCurrency(c.price, c.currency, lang);

const allPictures = (c: TProductContentView) => [c.image, ...c.images].filter(Boolean);

/** A row of pictures; each opens full size. */
function Pictures({ srcs, label }: { srcs: readonly string[]; label: string }) {
  const all = srcs.filter(Boolean);
  if (all.length === 0) return <span>—</span>;
  return (
    <div className="sf-review-pictures" aria-label={label}>
      {all.map((src, i) => (
        <a key={`${src}-${i}`} href={src} target="_blank" rel="noreferrer">
          <img src={src} alt="" width={64} height={64} loading="lazy" />
        </a>
      ))}
    </div>
  );
}

/**
 * An edit of an approved product: for each field that changes, what visitors see now beside what the exhibitor
 * proposes; a field that stays is shown once, marked so, and an empty one that stays empty not at all. The
 * organizer reads the difference, not the whole product twice.
 */
function RevisionCompare({
  published,
  draft,
  lang,
}: {
  published: TProductContentView;
  draft: TProductContentView;
  lang: TLanguage;
}) {
  const { t } = useTranslation();
  const onRequest = t('price_on_request');
  const text = (c: TProductContentView, f: 'name' | 'description') => localizedText(c[f], lang) || '—';
  const rows: { key: string; label: string; now: ReactNode; next: ReactNode; changed: boolean }[] = [
    {
      key: 'name',
      label: t('review_field_name'),
      now: text(published, 'name'),
      next: text(draft, 'name'),
      changed: JSON.stringify(published.name) !== JSON.stringify(draft.name),
    },
    {
      key: 'description',
      label: t('review_field_description'),
      now: text(published, 'description'),
      next: text(draft, 'description'),
      changed: JSON.stringify(published.description) !== JSON.stringify(draft.description),
    },
    {
      key: 'images',
      label: t('review_field_images'),
      now: <Pictures srcs={allPictures(published)} label={t('review_now')} />,
      next: <Pictures srcs={allPictures(draft)} label={t('review_proposed')} />,
      changed: JSON.stringify(allPictures(published)) !== JSON.stringify(allPictures(draft)),
    },
    {
      key: 'price',
      label: t('review_field_price'),
      now: priceOf(published, lang, onRequest),
      next: priceOf(draft, lang, onRequest),
      changed: published.price !== draft.price || published.currency !== draft.currency,
    },
    {
      key: 'category',
      label: t('demand_category'),
      now: published.categoryName || '—',
      next: draft.categoryName || '—',
      changed: published.categoryId !== draft.categoryId,
    },
    {
      key: 'model',
      label: t('review_field_model'),
      now: published.model || '—',
      next: draft.model || '—',
      changed: published.model !== draft.model,
    },
  ];
  return (
    <div className="sf-review-compare" data-testid="review-compare">
      {rows
        .filter((r) => r.changed || r.next !== '—')
        .map((r) => (
          <section key={r.key} data-field={r.key} data-changed={r.changed}>
            <h4>
              {r.label}
              <span className="sf-review-changed" data-changed={r.changed}>
                {t(r.changed ? 'review_changed' : 'review_unchanged')}
              </span>
            </h4>
            {r.changed ? (
              <div className="sf-review-compare__pair">
                <div>
                  <span className="sf-review-muted">{t('review_now')}</span>
                  <div>{r.now}</div>
                </div>
                <div>
                  <span className="sf-review-muted">{t('review_proposed')}</span>
                  <div>{r.next}</div>
                </div>
              </div>
            ) : (
              <div className="sf-review-compare__same">{r.next}</div>
            )}
          </section>
        ))}
    </div>
  );
}

/** One product to decide: its picture, name, exhibitor, category and price; for an edit, what changes. */
function ProductCard({
  item,
  bventId,
  lang,
}: {
  item: TProductReviewItem;
  bventId: string;
  lang: TLanguage;
}) {
  const { t } = useTranslation();
  const d = item.draft;
  const name = localizedText(d.name, lang);
  // New or edited matters while it waits; afterwards the state says it all.
  const awaits = productAwaitsReview({ state: item.state, revision: item.revisionState });
  const revision = awaits && item.kind === 'revision' && item.published;
  return (
    <article className="sf-card sf-review-item" data-testid="review-product" data-id={item.id}>
      <div className="sf-review-item__head">
        {d.image ? (
          <img className="sf-review-item__image" src={d.image} alt="" width={88} height={88} loading="lazy" />
        ) : null}
        <div>
          <h3>{name || '—'}</h3>
          <p className="sf-review-muted">{item.exhibitor.name}</p>
        </div>
      </div>
      <div className="sf-review-badges">
        <span className="sf-review-state" data-state={item.state} data-testid="review-state">
          {t(`review_product_${item.state}`)}
        </span>
        {awaits ? (
          <span className="sf-review-kind" data-kind={item.kind} data-testid="review-kind">
            {t(item.kind === 'new' ? 'review_kind_new' : 'review_kind_revision')}
          </span>
        ) : null}
      </div>
      {revision ? (
        <RevisionCompare published={item.published!} draft={d} lang={lang} />
      ) : (
        <>
          <dl className="sf-facts">
            <dt>{t('demand_category')}</dt>
            <dd>{d.categoryName || '—'}</dd>
            {d.model ? (
              <>
                <dt>{t('review_field_model')}</dt>
                <dd>{d.model}</dd>
              </>
            ) : null}
            <dt>{t('review_field_price')}</dt>
            <dd>{priceOf(d, lang, t('price_on_request'))}</dd>
          </dl>
          {localizedText(d.description, lang) ? (
            <p className="sf-review-text">{localizedText(d.description, lang)}</p>
          ) : null}
          {d.images.length > 0 ? <Pictures srcs={d.images} label={t('review_field_images')} /> : null}
        </>
      )}
      {item.reviewNote ? (
        <p className="sf-review-text">
          <span className="sf-review-muted">{t('demand_review_note')}: </span>
          {item.reviewNote}
        </p>
      ) : null}
      <DecisionBar
        choices={productDecisions(item)}
        subject={name}
        noteHintKey="review_note_hint_product"
        doneKey={(decision) => `review_done_${decision}`}
        run={(decision, note) => decideProduct({ bventId, id: item.id, decision, note })}
      />
    </article>
  );
}

/** The products by state (pending review: new ones and edits of approved ones), decided in place. */
export function ProductQueue({
  bventId,
  accountId,
  lang,
  state,
  keyword,
  onState,
  onKeyword,
}: {
  bventId: string;
  accountId: string;
  lang: TLanguage;
  state: TProductState;
  keyword: string;
  onState: (state: TProductState) => void;
  onKeyword: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(productQueueOptions(bventId, accountId, state, keyword));
  const counts = query.data?.pages.at(-1)?.counts;
  return (
    <>
      <StateChips
        label={t('review_queue_products')}
        chips={PRODUCT_STATES.map((s) => ({ key: s, label: t(`review_product_${s}`), count: counts?.[s] }))}
        selected={state}
        onSelect={(s) => onState(s as TProductState)}
      />
      <KeywordBox keyword={keyword} onKeyword={onKeyword} placeholder={t('review_search_products')} />
      <QueueList
        query={query}
        itemsOf={(p) => p.items}
        keyOf={(i) => i.id}
        renderItem={(i) => <ProductCard item={i} bventId={bventId} lang={lang} />}
        emptyTitle={keyword ? t('review_no_match', { q: keyword }) : t('review_queue_empty')}
        testId="review-products"
      />
    </>
  );
}
