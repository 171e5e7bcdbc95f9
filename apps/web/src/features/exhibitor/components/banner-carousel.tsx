import { useState, type UIEvent } from 'react';
import './banner-carousel.css';

/**
 * The shop's banners as a scroll-snap strip: swiping is the browser's own, so no gesture library ships
 * with the first screen. The box keeps the recommended 1920x768 ratio before any image arrives (no shift).
 */
export function BannerCarousel({ images, label }: { images: readonly string[]; label: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <div className="sf-banner sf-banner--empty" aria-hidden="true" />;
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
  };
  return (
    <div className="sf-banner" role="region" aria-roledescription="carousel" aria-label={label}>
      {/* Focusable, so a keyboard can scroll the strip too (its pictures hold nothing else to focus). */}
      <div className="sf-banner__track" onScroll={onScroll} tabIndex={0}>
        {images.map((src, i) => (
          <img
            key={src + i}
            className="sf-banner__img"
            src={src}
            alt=""
            width={750}
            height={300}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding="async"
          />
        ))}
      </div>
      {images.length > 1 ? (
        <div className="sf-banner__dots" aria-hidden="true">
          {images.map((src, i) => (
            <span key={src + i} className={i === index ? 'is-active' : undefined} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
