import { useTranslation } from '../../lib/use-translation.ts';
import type {
  TDisplayIncrementRule,
  TExhibitorCard,
  TLanguage,
  TProductCard,
  TVideoCard,
} from '@showfloor/contracts';
import { compactCount, displayedCount } from '@showfloor/domain';
import { paths } from '../../config/paths.ts';
import { EyeIcon, StarIcon } from '../icons.tsx';
import { ExhibitorCard } from './exhibitor-card.tsx';
import { ProductCard } from './product-card.tsx';
import { formatDuration, VideoCard } from './video-card.tsx';
import { minorUnitPrice } from './price.ts';

interface ExhibitorItemProps {
  item: TExhibitorCard;
  lang: TLanguage;
  rules: readonly TDisplayIncrementRule[];
  testId?: string;
  hidePavilion?: boolean;
}

/** An exhibitor of a catalog list, its counters through the event's display-increment rules. */
export function ExhibitorItem({ item, lang, rules, testId, hidePavilion }: ExhibitorItemProps) {
  const { t } = useTranslation();
  const visit = displayedCount(item.visitCount, rules, 'visit');
  const favorites = displayedCount(item.favoriteCount, rules, 'favorites');
  return (
    <ExhibitorCard
      href={paths.exhibitor(lang, item.id)}
      name={item.name}
      plainName={item.name}
      logo={item.logo}
      boothNumber={item.boothNumber}
      pavilionName={hidePavilion ? null : item.pavilion?.name}
      testId={testId}
      note={
        <span className="sf-xcard__counts">
          <span data-testid="item-visit" data-value={visit}>
            <EyeIcon width={12} height={12} />
            <span className="sf-visually-hidden">{t('counter_visit')}</span>
            {compactCount(visit, lang)}
          </span>
          <span data-value={favorites}>
            <StarIcon width={12} height={12} />
            <span className="sf-visually-hidden">{t('counter_favorites')}</span>
            {compactCount(favorites, lang)}
          </span>
        </span>
      }
    />
  );
}

interface ProductItemProps {
  item: TProductCard;
  lang: TLanguage;
  href?: string;
  testId?: string;
}

/** A product's card, priced in the product's own currency (each exhibitor prices its products). */
export function ProductItem({ item, lang, href, testId }: ProductItemProps) {
  return (
    <ProductCard
      href={href}
      image={item.image}
      name={item.name}
      sub={item.exhibitorName}
      price={minorUnitPrice(item.price, item.currency, lang)}
      testId={testId}
    />
  );
}

interface VideoItemProps {
  item: TVideoCard;
  lang: TLanguage;
  testId?: string;
  eager?: boolean;
}

/** A video of a list (home, an exhibitor's videos): its page, cover, title and length. */
export function VideoItem({ item, lang, testId, eager }: VideoItemProps) {
  return (
    <VideoCard
      href={paths.video(lang, item.id)}
      cover={item.cover}
      title={item.title}
      duration={formatDuration(item.duration)}
      testId={testId}
      eager={eager}
    />
  );
}
