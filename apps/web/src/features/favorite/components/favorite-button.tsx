import { useTranslation } from '../../../lib/use-translation.ts';
import type { TDisplayIncrementRule, TFavoriteTarget, TLanguage } from '@showfloor/contracts';
import { compactCount, displayedCount } from '@showfloor/domain';
import { StarIcon } from '../../../components/icons.tsx';
import type { FavoriteView } from '../hooks/favorite-state.ts';
import { useFavorite } from '../hooks/use-favorite.ts';
import './favorite-button.css';

interface Props {
  target: TFavoriteTarget;
  /** The raw favorite count the page already has (shown until the visitor's own state is known). */
  count?: number;
  rules: readonly TDisplayIncrementRule[];
  lang: TLanguage;
  /** Told every shown state (optimistic, confirmed, rolled back), so a page's counters follow. */
  onChange?: (view: FavoriteView) => void;
  /** Without the count beside the label (a page that shows it elsewhere). */
  hideCount?: boolean;
}

/** Favorite: a star that toggles behind the collect gate; the count through the event's rules. */
export function FavoriteButton({ target, count, rules, lang, onChange, hideCount }: Props) {
  const { t } = useTranslation();
  const { view, known, busy, toggle } = useFavorite(target, count, onChange);
  const shown = displayedCount(view.favoriteCount, rules, 'favorites');
  return (
    <button
      type="button"
      className={`sf-fav${view.isFavorite ? ' sf-fav--on' : ''}`}
      aria-pressed={known ? view.isFavorite : undefined}
      aria-busy={busy}
      // Not tappable while the visitor's own state is unknown (a tap on a guess would undo their favorite);
      // aria-disabled keeps it focusable and announced.
      aria-disabled={!known}
      data-testid="favorite-button"
      data-state={known ? 'known' : 'unknown'}
      data-active={view.isFavorite ? 'true' : 'false'}
      data-count={shown}
      onClick={() => void toggle()}
    >
      <StarIcon width={18} height={18} fill={view.isFavorite ? 'currentColor' : 'none'} />
      <span>{view.isFavorite ? t('favorited') : t('favorite')}</span>
      {hideCount ? null : <span className="sf-fav__count">{compactCount(shown, lang)}</span>}
    </button>
  );
}
