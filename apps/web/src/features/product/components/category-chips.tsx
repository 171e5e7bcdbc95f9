import { useTranslation } from '../../../lib/use-translation.ts';
import type { TCategoryNode } from '@showfloor/contracts';
import './category-chips.css';

interface Props {
  tree: readonly TCategoryNode[];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}

/**
 * A shop's product categories as one scrolling row of chips: "All", then each top category with products
 * (the server's parent count includes its children, and filtering by a parent includes them too).
 */
export function CategoryChips({ tree, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const shown = tree.filter((c) => c.productCount > 0);
  const chip = (id: string | undefined, label: string, count?: number) => {
    const on = selected === id;
    return (
      <button
        key={id ?? 'all'}
        type="button"
        className={on ? 'sf-cchip sf-cchip--on' : 'sf-cchip'}
        aria-pressed={on}
        data-testid="category-chip"
        onClick={() => onSelect(id)}
      >
        {label}
        {count !== undefined ? <span className="sf-cchip__count">{count}</span> : null}
      </button>
    );
  };
  return (
    <div className="sf-cchips" role="group" aria-label={t('product_categories')}>
      {chip(undefined, t('all'))}
      {shown.map((c) => chip(c.id, c.name, c.productCount))}
    </div>
  );
}
