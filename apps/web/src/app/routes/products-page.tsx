import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { isGuid } from '@showfloor/domain';
import { getQueryClient } from '../../lib/query-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { categoryTreeOptions } from '../../features/catalog-lists/api/get-categories.ts';
import { productListOptions } from '../../features/catalog-lists/api/list-exhibits.ts';
import { ProductList } from '../../features/catalog-lists/components/product-list.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** A malformed category in the address is dropped rather than sent (the gateway would refuse it). */
const cateOf = (params: URLSearchParams) => {
  const c = params.get('cate');
  return c && isGuid(c) ? c : undefined;
};

/** /m/:lang/products?cate=: the product list with its category filter. */
export async function productsLoader({ params, request }: LoaderFunctionArgs) {
  const bvent = await ensureBrowseEvent(params.lang as TLanguage);
  void getQueryClient().prefetchQuery(categoryTreeOptions(bvent.bventId));
  void getQueryClient().prefetchInfiniteQuery(
    productListOptions(bvent.bventId, cateOf(new URL(request.url).searchParams)),
  );
  return null;
}

export function ProductsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const [search, setSearch] = useSearchParams();
  const title = t('product_list');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="products-page">
      <BrowseBar lang={lang} title={title} />
      <ProductList
        lang={lang}
        bventId={bvent.bventId}
        cate={cateOf(search)}
        onCate={(id) => setSearch(id ? { cate: id } : {}, { replace: true })}
      />
    </div>
  );
}
