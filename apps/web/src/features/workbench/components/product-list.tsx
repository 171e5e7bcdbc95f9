import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_STATES, type TLanguage, type TProductState } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { type Acting, productsOptions } from '../api/workbench-api.ts';
import { useShelfActions } from '../hooks/use-product-actions.ts';
import { WorkbenchProductCard } from './product-card.tsx';
import '../../../components/back-office.css';
import './workbench.css';

interface Props {
  who: Acting;
  lang: TLanguage;
  /** The state shown; null: every state. */
  state: TProductState | null;
  onState: (state: TProductState | null) => void;
}

/**
 * The exhibitor's products by state: a chip per state with its count (all of them first), the cards of the
 * chosen one, more as the list scrolls; empty and failed states say so, with a way on.
 */
export function WorkbenchProductList({ who, lang, state, onState }: Props) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(productsOptions(who, state));
  const actions = useShelfActions(who.bventId);
  const first = query.data?.pages[0];
  const counts = first?.counts;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const tabs = useRef<HTMLDivElement>(null);
  // A state far along the row (opened from a link) is brought into view.
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-pressed="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [state]);
  const tab = (s: TProductState | null, label: string, count: number | null) => (
    <button
      key={s ?? 'all'}
      type="button"
      aria-pressed={s === state}
      onClick={() => onState(s)}
      data-testid={`product-tab-${s ?? 'all'}`}
    >
      {label}
      {count === null ? '' : ` ${count}`}
    </button>
  );

  return (
    <>
      <div className="sf-wb-toolbar">
        <Link
          className="sf-button sf-button--primary"
          to={paths.workbenchNewProduct(lang)}
          data-testid="product-new-link"
        >
          {t('workbench_new_product')}
        </Link>
      </div>
      <div
        className="sf-bo-chips sf-wb-tabs"
        role="group"
        aria-label={t('workbench_by_state')}
        data-testid="product-tabs"
      >
        {tab(null, t('all'), total)}
        {PRODUCT_STATES.map((s) => tab(s, t(`review_product_${s}`), counts ? counts[s] : null))}
      </div>
      {state === null && first?.revisions ? (
        <p className="sf-wb-who" data-testid="product-revisions-waiting">
          {t('workbench_revisions_waiting', { count: first.revisions })}
        </p>
      ) : null}
      {query.isError && !query.data ? (
        <div data-testid="workbench-products-error">
          <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : !query.data ? (
        <div aria-busy="true">
          <div className="sf-card" style={{ height: 150 }} />
          <div className="sf-card" style={{ height: 150 }} />
        </div>
      ) : items.length === 0 ? (
        <div data-testid="workbench-products-empty">
          {state === null ? (
            <InlineState title={t('no_products')} description={t('workbench_products_empty_hint')} />
          ) : (
            <InlineState
              title={t('workbench_products_none_in_state', { state: t(`review_product_${state}`) })}
              actionLabel={t('workbench_show_all')}
              onAction={() => onState(null)}
            />
          )}
        </div>
      ) : (
        <>
          <ul className="sf-bo-list" data-testid="workbench-products">
            {items.map((p) => (
              <WorkbenchProductCard
                key={p.id}
                product={p}
                lang={lang}
                busy={actions.busyId === p.id}
                locked={actions.busy || (query.isFetching && !query.isFetchingNextPage)}
                onListed={(listed) => actions.setListed(p.id, listed)}
                onDelete={(name) => void actions.remove(p, name)}
              />
            ))}
          </ul>
          <LoadMoreSentinel
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
