import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage, TProductHit } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { HighlightText } from '../../../components/cards/highlight-text.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { decimalPrice } from '../../../components/cards/price.ts';
import { ProductCard, ProductCardSkeleton } from '../../../components/cards/product-card.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { loadedPages } from '../../../components/cards/paged-list.tsx';
import { pairs } from '../../../components/cards/rows.ts';
import { VirtualList } from '../../../components/cards/virtual-list.tsx';
import { recordResultClick } from '../api/click-favorite-num.ts';
import { productSearchOptions } from '../api/search-products.ts';

interface Props {
  lang: TLanguage;
  bventId: string;
  keyword: string;
}

/** Products matching the term in two columns, virtualized by rows. */
export function ProductResults({ lang, bventId, keyword }: Props) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(productSearchOptions(bventId, keyword));
  const hits = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const total = query.data?.pages[0]?.pager?.total ?? hits.length;
  const card = (p: TProductHit) => (
    <ProductCard
      key={p.id}
      href={paths.exhibit(lang, p.id)}
      image={p.image}
      name={<HighlightText text={p.name.text} ranges={p.name.ranges} />}
      sub={p.matched ? <HighlightText text={p.matched.text} ranges={p.matched.ranges} /> : p.exhibitorName}
      price={decimalPrice(p.price, p.currency, lang)}
      testId="search-result-product"
      onClick={() => recordResultClick({ bventId, type: 'product', id: p.id })}
    />
  );
  return (
    <QueryState
      query={loadedPages(query, hits)}
      isEmpty={(d) => d.length === 0}
      emptyText={t('search_no_products')}
      skeleton={
        <div className="sf-prow">
          <ProductCardSkeleton />
          <ProductCardSkeleton />
        </div>
      }
      testId="search-products"
    >
      {(list) => (
        <>
          <p className="sf-search-count" data-testid="search-total">
            {t('search_result_count', { count: total })}
          </p>
          <VirtualList
            items={pairs(list)}
            estimate={290}
            itemKey={(row) => row[0].id}
            testId="search-product-list"
            renderItem={(row) => <div className="sf-prow">{row.map(card)}</div>}
          />
          <LoadMoreSentinel
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}
