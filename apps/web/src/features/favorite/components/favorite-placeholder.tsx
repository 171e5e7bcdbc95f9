import { useTranslation } from '../../../lib/use-translation.ts';
import { StarIcon } from '../../../components/icons.tsx';
import './favorite-button.css';

/**
 * The favorite button's exact box while its code (session, gate) loads after the first screen: same classes and
 * label, so nothing moves when the live one replaces it.
 */
export function FavoritePlaceholder() {
  const { t } = useTranslation();
  return (
    <button type="button" className="sf-fav" aria-busy="true" disabled data-testid="favorite-placeholder">
      <StarIcon width={18} height={18} />
      <span>{t('favorite')}</span>
    </button>
  );
}
