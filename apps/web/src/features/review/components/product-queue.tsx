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
import { type QueueProps, ReviewQueue } from './queue-view.tsx';
import { ReviewCard, ReviewNote } from './review-card.tsx';
import '../../../components/back-office.css';
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
    <ReviewCard
      testId="review-product"
      id={item.id}
      head={
        <div className="sf-review-item__head">
          {d.image ? (
            <img
              className="sf-review-item__image"
              src={d.image}
              alt=""
              width={88}
              height={88}
              loading="lazy"
            />
          ) : null}
          <div>
            <h3>{name || '—'}</h3>
            <p className="sf-review-muted">{item.exhibitor.name}</p>
          </div>
        </div>
      }
      state={item.state}
      stateLabel={t(`review_product_${item.state}`)}
      badges={
        awaits ? (
          <span className="sf-bo-pill sf-review-kind" data-kind={item.kind} data-testid="review-kind">
            {t(item.kind === 'new' ? 'review_kind_new' : 'review_kind_revision')}
          </span>
        ) : null
      }
    >
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
      <ReviewNote note={item.reviewNote} />
      <DecisionBar
        choices={productDecisions(item)}
        subject={name}
        noteHintKey="review_note_hint_product"
        run={(decision, note) => decideProduct({ bventId, id: item.id, decision, note })}
      />
    </ReviewCard>
  );
}

/** The products by state (pending review: new ones and edits of approved ones), decided in place. */
export function ProductQueue(props: QueueProps<TProductState>) {
  const { t } = useTranslation();
  const { bventId, accountId, lang, state, keyword } = props;
  const query = useInfiniteQuery(productQueueOptions(bventId, accountId, state, keyword));
  return (
    <ReviewQueue
      {...props}
      label={t('review_queue_products')}
      states={PRODUCT_STATES}
      stateLabel={(s) => t(`review_product_${s}`)}
      placeholder={t('review_search_products')}
      query={query}
      keyOf={(i) => i.id}
      renderItem={(i) => <ProductCard item={i} bventId={bventId} lang={lang} />}
      testId="review-products"
    />
  );
}
