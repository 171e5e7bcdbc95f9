import { useTranslation } from '../../../lib/use-translation.ts';
import './catalog-lists.css';

/** A category as a chip shows it: products' and videos' trees alike (what they count is not drawn). */
interface ChipNode {
  id: string;
  name: string;
  children: readonly { id: string; name: string }[];
}

interface Props {
  tree: readonly ChipNode[];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}

/**
 * The product list's category filter: top-level chips in one scrolling row, and the chosen parent's
 * children under it. A parent stays highlighted while one of its children is chosen.
 */
export function CategoryChips({ tree, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const parent = tree.find((n) => n.id === selected || n.children.some((c) => c.id === selected));
  const chip = (id: string | undefined, label: string, on: boolean, testId: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      className="sf-cat"
      aria-pressed={on}
      onClick={() => onSelect(id)}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <div className="sf-cats" data-testid="category-filter">
      <div className="sf-cats__row">
        {chip(undefined, t('all'), !selected, 'category-all')}
        {tree.map((n) => chip(n.id, n.name, parent?.id === n.id, 'category-item'))}
      </div>
      {parent && parent.children.length > 0 ? (
        <div className="sf-cats__row sf-cats__row--sub">
          {chip(parent.id, t('all'), selected === parent.id, 'category-sub-all')}
          {parent.children.map((c) => chip(c.id, c.name, selected === c.id, 'category-sub-item'))}
        </div>
      ) : null}
    </div>
  );
}
