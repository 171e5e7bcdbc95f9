import { useId } from 'react';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { checkSearchTerm, SEARCH_TERM_MESSAGE_KEYS } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { searchDecorationOptions } from '../../features/search/api/get-search-decoration.ts';
import { companyProductsOptions } from '../../features/search/api/company-products.ts';
import { companySearchOptions } from '../../features/search/api/search-companies.ts';
import { productSearchOptions } from '../../features/search/api/search-products.ts';
import { CompanyResults } from '../../features/search/components/company-results.tsx';
import { ProductResults } from '../../features/search/components/product-results.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

type Tab = 'company' | 'product';

/** /m/:lang/search?keyword=&tab=: exhibitor and product results of a term of 2+ characters. */
export async function searchLoader({ params, request }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  const client = getQueryClient();
  void client.prefetchQuery(searchDecorationOptions(bvent.bventId));
  // The results of the tab shown start with the page (a server render draws them): the same term as the page.
  const search = new URL(request.url).searchParams;
  const check = checkSearchTerm(search.get('keyword') ?? '');
  if (!check.ok) return null;
  if (search.get('tab') === 'product') {
    void client.prefetchInfiniteQuery(productSearchOptions(bvent.bventId, check.term));
    return null;
  }
  void client.fetchInfiniteQuery(companySearchOptions(bvent.bventId, check.term)).then(
    (data) => {
      const first = data.pages[0];
      if (first) void client.prefetchQuery(companyProductsOptions(first.data.map((h) => h.id)));
    },
    () => undefined,
  );
  return null;
}

export function SearchPage() {
  const { t } = useTranslation();
  const tabsId = useId();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const tab: Tab = params.get('tab') === 'product' ? 'product' : 'company';
  const decoration = useQuery(searchDecorationOptions(bvent.bventId)).data;
  // A short term from the address itself (typed or shared) gets the same message, and no request.
  const check = keyword ? checkSearchTerm(keyword) : null;
  useDocumentTitle(`${keyword ? `${keyword} | ` : ''}${t('search_results')}`);

  const go = (next: { keyword?: string; tab?: Tab }) => {
    const q = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) q.set('keyword', k);
    const tb = next.tab ?? tab;
    if (tb !== 'company') q.set('tab', tb);
    setParams(q, { replace: next.tab !== undefined && next.keyword === undefined });
  };

  return (
    <div className="sf-page" data-testid="search-page">
      <BrowseBar lang={lang} title={t('search_results')} searchLink={false} />
      <SearchBox
        action={paths.search(lang)}
        key={keyword}
        initial={keyword}
        placeholder={decoration?.placeholder || t('search_placeholder')}
        hotWords={keyword ? [] : (decoration?.hotWords ?? [])}
        onSearch={(k) => go({ keyword: k })}
      />
      {check && !check.ok ? (
        <p className="sf-empty" role="alert" data-testid="search-term-message">
          {t(SEARCH_TERM_MESSAGE_KEYS[check.problem])}
        </p>
      ) : check?.ok ? (
        <>
          <div className="sf-search-tabs" role="tablist">
            {(['company', 'product'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`${tabsId}-${name}`}
                aria-selected={tab === name}
                aria-controls={`${tabsId}-panel`}
                onClick={() => go({ tab: name })}
                data-testid={`search-tab-${name}`}
              >
                {name === 'company' ? t('exhibitor') : t('product')}
              </button>
            ))}
          </div>
          {/* Each tab names the panel it shows, and the panel its tab: a tab without its panel is invalid ARIA. */}
          <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
            {tab === 'company' ? (
              <CompanyResults lang={lang} bventId={bvent.bventId} keyword={check.term} />
            ) : (
              <ProductResults lang={lang} bventId={bvent.bventId} keyword={check.term} />
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
