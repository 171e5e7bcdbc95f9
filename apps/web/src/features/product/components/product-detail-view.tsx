import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage, TProductDetail } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { PinIcon } from '../../../components/icons.tsx';
import { minorUnitPrice } from '../../../components/cards/price.ts';
import './product-detail.css';

interface Props {
  detail: TProductDetail;
  lang: TLanguage;
  /** The favorite button (another feature's), placed beside the price. */
  favorite: ReactNode;
  /** The counters row, with the page's display-increment rules applied. */
  counters: ReactNode;
  /** The product's dynamic fields, rendered by the shared field list. */
  fields: ReactNode;
}

/** exhibit/{id}: gallery, name, price, favorite, counters, video, description, fields and the exhibitor. */
export function ProductDetailView({ detail, lang, favorite, counters, fields }: Props) {
  const { t } = useTranslation();
  const price = minorUnitPrice(detail.price, detail.currency, lang);
  const ex = detail.exhibitor;
  return (
    <article className="sf-product" aria-labelledby="sf-product-title">
      {/* A scrolling strip of pictures: focusable, so a keyboard can scroll it too. */}
      <div
        className="sf-gallery"
        data-testid="product-gallery"
        role="region"
        aria-label={detail.name}
        tabIndex={0}
      >
        {detail.images.length === 0 ? <span className="sf-gallery__item" /> : null}
        {detail.images.map((src, i) => (
          <img
            key={src + i}
            className="sf-gallery__item"
            src={src}
            alt={i === 0 ? detail.name : ''}
            width={600}
            height={600}
            // The first picture is the page's largest paint; the others wait until scrolled to.
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        ))}
      </div>
      <section className="sf-card sf-product__head">
        <div className="sf-product__price-row">
          <p
            className={price ? 'sf-product__price' : 'sf-product__price sf-product__price--none'}
            data-testid="product-price"
          >
            {price ?? t('price_on_request')}
          </p>
          {favorite}
        </div>
        <h1 id="sf-product-title" className="sf-product__title" data-testid="product-title">
          {detail.name}
        </h1>
        {detail.category ? <span className="sf-chip">{detail.category.name}</span> : null}
        {counters}
      </section>
      {detail.video ? (
        <section className="sf-card" data-testid="product-video">
          <h2 className="sf-section-title">{t('product_video')}</h2>
          {/* Nothing is fetched until the visitor plays it: a phone on a fair's network pays for what it watches. */}
          <video
            className="sf-product__video"
            src={detail.video}
            poster={detail.images[0]}
            controls
            playsInline
            preload="none"
          />
        </section>
      ) : null}
      {detail.description ? (
        <section className="sf-card">
          <h2 className="sf-section-title">{t('product_description')}</h2>
          <p className="sf-product__desc" data-testid="product-description">
            {detail.description}
          </p>
        </section>
      ) : null}
      {fields}
      <Link
        to={paths.exhibitor(lang, ex.id)}
        className="sf-card sf-product__exhibitor"
        data-testid="product-exhibitor"
      >
        {ex.logo ? (
          <img src={ex.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
        ) : (
          <span className="sf-product__exlogo" aria-hidden="true">
            {ex.name.slice(0, 1)}
          </span>
        )}
        <span className="sf-product__exinfo">
          <span className="sf-product__exname">{ex.name}</span>
          <span className="sf-product__exmeta">
            {ex.boothNumber ? `${t('booth_number')} ${ex.boothNumber}` : null}
            {ex.pavilion ? (
              <>
                <PinIcon width={12} height={12} />
                {ex.pavilion.name}
              </>
            ) : null}
          </span>
        </span>
        <span className="sf-product__exgo">{t('visit_exhibitor')}</span>
      </Link>
    </article>
  );
}

export function ProductDetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="product-loading">
      <div className="sf-gallery">
        <span className="sf-gallery__item sf-skel" />
      </div>
      <div className="sf-card">
        <div className="sf-skel sf-skel--line sf-skel--w40" style={{ height: 26 }} />
        <div className="sf-skel sf-skel--line sf-skel--w80" style={{ marginTop: 12 }} />
        <div className="sf-skel sf-skel--line sf-skel--w60" style={{ marginTop: 8 }} />
      </div>
    </div>
  );
}
