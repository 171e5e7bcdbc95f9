import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { PagedList } from '../../../components/cards/paged-list.tsx';
import { exhibitListOptions, type ExhibitFilter } from '../api/list-exhibits.ts';
import { ProductCard, ProductCardSkeleton } from '../../../components/cards/product-card.tsx';
import { paths } from '../../../config/paths.ts';
import { minorUnitPrice } from '../../../components/cards/price.ts';
import './product-grid.css';

interface Props {
  filter: ExhibitFilter;
  lang: TLanguage;
  /**
   * Each tile offers "Enquire" (the shop's products tab), as the product page does: to anyone, the gateway
   * answering a member of the exhibitor's own organization with its refusal.
   */
  enquire?: boolean;
}

/**
 * Products of a filter in a two-column grid, paged by infinite scroll. A shop's products are a few pages at
 * most, so the grid is not virtualized; pictures are lazy and boxed, so nothing moves as they arrive.
 */
export function ProductGrid({ filter, lang, enquire = false }: Props) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={useInfiniteQuery(exhibitListOptions(filter))}
      testId="product-grid"
      className="sf-pgrid sf-pgrid--inset"
      emptyText={t('no_products')}
      skeleton={Array.from({ length: 4 }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    >
      {(items) =>
        items.map((p, i) => (
          <ProductCard
            key={p.id}
            href={paths.exhibit(lang, p.id)}
            image={p.image}
            name={p.name}
            price={minorUnitPrice(p.price, p.currency, lang)}
            testId="product-card"
            eager={i < 2}
            action={
              enquire ? (
                <Link
                  className="sf-button sf-button--ghost sf-button--block"
                  to={paths.enquiry(lang, p.id)}
                  aria-label={`${t('enquiry_button')}: ${p.name}`}
                  data-testid="product-enquire"
                >
                  {t('enquiry_button')}
                </Link>
              ) : undefined
            }
          />
        ))
      }
    </PagedList>
  );
}
