import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { ProductItem } from '../../../components/cards/catalog-items.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { ProductCardSkeleton } from '../../../components/cards/product-card.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { loadedPages } from '../../../components/cards/paged-list.tsx';
import { pairs } from '../../../components/cards/rows.ts';
import { VirtualList } from '../../../components/cards/virtual-list.tsx';
import { categoryTreeOptions } from '../api/get-categories.ts';
import { productListOptions } from '../api/list-exhibits.ts';
import { CategoryChips } from './category-chips.tsx';
import { ListCount } from './list-count.tsx';

interface Props {
  lang: TLanguage;
  bventId: string;
  cate: string | undefined;
  onCate: (id: string | undefined) => void;
}

/** The event's listed products, two columns virtualized by rows, filtered by category. */
export function ProductList({ lang, bventId, cate, onCate }: Props) {
  const { t } = useTranslation();
  const tree = useQuery(categoryTreeOptions(bventId)).data ?? [];
  const query = useInfiniteQuery(productListOptions(bventId, cate));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return (
    <>
      {tree.length > 0 ? <CategoryChips tree={tree} selected={cate} onSelect={onCate} /> : null}
      <QueryState
        query={loadedPages(query, items)}
        isEmpty={(d) => d.length === 0}
        emptyText={t('no_products')}
        skeleton={
          <div className="sf-prow">
            <ProductCardSkeleton />
            <ProductCardSkeleton />
          </div>
        }
        testId="product-list"
      >
        {(list) => (
          <>
            <ListCount total={query.data?.pages[0]?.pager?.total ?? list.length} />
            <VirtualList
              items={pairs(list)}
              estimate={300}
              itemKey={(row) => row[0].id}
              testId="product-list"
              renderItem={(row) => (
                <div className="sf-prow">
                  {row.map((p) => (
                    <ProductItem
                      key={p.id}
                      item={p}
                      lang={lang}
                      href={paths.exhibit(lang, p.id)}
                      testId="product-list-item"
                    />
                  ))}
                </div>
              )}
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
    </>
  );
}
