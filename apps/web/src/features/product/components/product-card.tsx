import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLanguage, TProductCard } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { productPrice } from '../hooks/product-price.ts';

interface Props {
  product: TProductCard;
  lang: TLanguage;
  /** The first row of a list: its images are the page's largest paint, so they are not lazy. */
  eager?: boolean;
}

/** One product of a grid: square picture (its box is sized before it loads), name, price. */
export function ProductCard({ product, lang, eager }: Props) {
  const { t } = useTranslation();
  const price = productPrice(product.price, product.currency, lang);
  return (
    <Link to={paths.exhibit(lang, product.id)} className="sf-pcard" data-testid="product-card">
      <span className="sf-pcard__media">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </span>
      <span className="sf-pcard__name">{product.name}</span>
      <span className={price ? 'sf-pcard__price' : 'sf-pcard__price sf-pcard__price--none'}>
        {price ?? t('price_on_request')}
      </span>
    </Link>
  );
}

export function ProductCardSkeleton() {
  return (
    <span className="sf-pcard" aria-hidden="true">
      <span className="sf-pcard__media sf-skel" />
      <span className="sf-skel sf-skel--line sf-skel--w80" />
      <span className="sf-skel sf-skel--line sf-skel--w40" />
    </span>
  );
}
