import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import './cards.css';

interface Props {
  /** The product's page; the card is not a link while there is none. */
  href?: string;
  image: string;
  name: ReactNode;
  /** Already formatted in the event's currency; null: price on request. */
  price: string | null;
  /** The exhibitor's name, or another line under the name. */
  sub?: ReactNode;
  testId?: string;
  /** 'tile': a grid cell (home, pavilion, lists); 'mini': one of a search hit's top three. */
  variant?: 'tile' | 'mini';
  /** Runs when the link is followed (e.g. a search result's click counter); navigation is unchanged. */
  onClick?: () => void;
  /** The first row of a list: its pictures are the page's largest paint, so they are not lazy. */
  eager?: boolean;
  /** A tile's own action under it (the shop's "Enquire"): beside the card's link, never inside it. */
  action?: ReactNode;
}

/** A product: square image (aspect-ratio holds its place), two lines of name, price. */
export function ProductCard({
  href,
  image,
  name,
  price,
  sub,
  testId,
  variant = 'tile',
  onClick,
  eager,
  action,
}: Props) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className="sf-pcard__media">
        {image ? (
          <img
            src={image}
            alt=""
            width={240}
            height={240}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </span>
      <span className="sf-pcard__name">{name}</span>
      {variant === 'tile' && sub ? <span className="sf-pcard__sub">{sub}</span> : null}
      <span className={price ? 'sf-pcard__price' : 'sf-pcard__price sf-pcard__price--none'}>
        {price ?? t('price_on_request')}
      </span>
    </>
  );
  const className = `sf-pcard sf-pcard--${variant}`;
  // A link holds no other link: with an action, the tile is a box of two, the card's link and the action.
  if (action && variant === 'tile')
    return (
      <div className={`${className} sf-pcard--action`} data-testid={testId}>
        {href ? (
          <Link to={href} className="sf-pcard__link" onClick={onClick}>
            {body}
          </Link>
        ) : (
          <div className="sf-pcard__link">{body}</div>
        )}
        <div className="sf-pcard__action">{action}</div>
      </div>
    );
  return href ? (
    <Link to={href} className={className} data-testid={testId} onClick={onClick}>
      {body}
    </Link>
  ) : (
    <div className={className} data-testid={testId}>
      {body}
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="sf-pcard sf-pcard--tile" aria-hidden="true">
      <span className="sf-pcard__media sf-skel" />
      <span className="sf-skel sf-skel--line sf-skel--w80" />
      <span className="sf-skel sf-skel--line sf-skel--w40" />
    </div>
  );
}
