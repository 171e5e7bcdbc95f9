import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@showfloor/contracts';
import { failureDescription } from '../../../lib/api-client.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { exhibitListOptions, type ExhibitFilter } from '../api/list-exhibits.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import './product-grid.css';

interface Props {
  filter: ExhibitFilter;
  lang: TLanguage;
}

/**
 * Products of a filter in a two-column grid, paged by infinite scroll. A shop's products are a few pages at
 * most, so the grid is not virtualized; pictures are lazy and boxed, so nothing moves as they arrive.
 */
export function ProductGrid({ filter, lang }: Props) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(exhibitListOptions(filter));
  if (list.isPending) {
    return (
      <div className="sf-pgrid" aria-busy="true" data-testid="product-grid-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <InlineState
        title={t('load_failed')}
        description={failureDescription(list.error, t('load_failed_desc'))}
        actionLabel={t('retry')}
        onAction={() => void list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((p) => p.data);
  if (items.length === 0) {
    return (
      <p className="sf-empty sf-list-empty" data-testid="product-grid-empty">
        {t('no_products', 'No products yet')}
      </p>
    );
  }
  return (
    <>
      <div className="sf-pgrid" data-testid="product-grid">
        {items.map((p, i) => (
          <ProductCard key={p.id} product={p} lang={lang} eager={i < 2} />
        ))}
      </div>
      <LoadMoreSentinel
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
