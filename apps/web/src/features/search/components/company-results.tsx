import { useMemo } from 'react';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TCompanyProducts, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { ExhibitorCard, ExhibitorCardSkeleton } from '../../../components/cards/exhibitor-card.tsx';
import { HighlightText } from '../../../components/cards/highlight-text.tsx';
import { LoadMoreSentinel } from '../../../components/cards/load-more-sentinel.tsx';
import { decimalPrice } from '../../../components/cards/price.ts';
import { ProductCard } from '../../../components/cards/product-card.tsx';
import { QueryState } from '../../../components/cards/query-state.tsx';
import { loadedPages } from '../../../components/cards/paged-list.tsx';
import { VirtualList } from '../../../components/cards/virtual-list.tsx';
import { recordResultClick } from '../api/click-favorite-num.ts';
import { companyProductsOptions } from '../api/company-products.ts';
import { companySearchOptions } from '../api/search-companies.ts';

interface Props {
  lang: TLanguage;
  bventId: string;
  keyword: string;
}

/** Exhibitors matching the term, highlighted, each with its top 3 products (asked once per result page). */
export function CompanyResults({ lang, bventId, keyword }: Props) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(companySearchOptions(bventId, keyword));
  const pages = useMemo(() => query.data?.pages ?? [], [query.data]);
  const topProducts = useQueries({
    queries: pages.map((p) => companyProductsOptions(p.data.map((h) => h.id))),
  });
  const productsOf = useMemo(() => {
    const map = new Map<string, TCompanyProducts['products']>();
    for (const q of topProducts) for (const c of q.data ?? []) map.set(c.companyId, c.products);
    return map;
  }, [topProducts]);
  const hits = useMemo(() => pages.flatMap((p) => p.data), [pages]);
  const total = pages[0]?.pager?.total ?? hits.length;

  return (
    <QueryState
      query={loadedPages(query, hits)}
      isEmpty={(d) => d.length === 0}
      emptyText={t('search_no_exhibitors')}
      skeleton={
        <div className="sf-list-pad">
          <ExhibitorCardSkeleton />
          <ExhibitorCardSkeleton />
          <ExhibitorCardSkeleton />
        </div>
      }
      testId="search-companies"
    >
      {(list) => (
        <>
          <p className="sf-search-count" data-testid="search-total">
            {t('search_result_count', { count: total })}
          </p>
          <div className="sf-list-pad">
            <VirtualList
              items={list}
              estimate={200}
              itemKey={(h) => h.id}
              testId="search-company-list"
              renderItem={(hit, index) => {
                const products = productsOf.get(hit.id) ?? [];
                return (
                  <ExhibitorCard
                    href={paths.exhibitor(lang, hit.id)}
                    name={<HighlightText text={hit.name.text} ranges={hit.name.ranges} />}
                    plainName={hit.name.text}
                    logo={hit.logo}
                    boothNumber={hit.boothNumber}
                    pavilionName={hit.pavilion?.name}
                    note={
                      hit.matched ? (
                        <HighlightText text={hit.matched.text} ranges={hit.matched.ranges} />
                      ) : undefined
                    }
                    testId="search-result-company"
                    eager={index < 2}
                    onClick={() => recordResultClick({ bventId, type: 'company', id: hit.id })}
                  >
                    {products.length > 0 ? (
                      <div className="sf-hit-products">
                        {products.map((p) => (
                          <ProductCard
                            key={p.id}
                            variant="mini"
                            href={paths.exhibit(lang, p.id)}
                            image={p.image}
                            name={p.name}
                            price={decimalPrice(p.price, p.currency, lang)}
                            testId="search-result-company-product"
                            eager={index < 2}
                            onClick={() => recordResultClick({ bventId, type: 'product', id: p.id })}
                          />
                        ))}
                      </div>
                    ) : null}
                  </ExhibitorCard>
                );
              }}
            />
          </div>
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
