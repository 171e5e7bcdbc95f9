import { Link } from 'react-router';
import type { TLanguage, TWorkbenchProduct } from '@showfloor/contracts';
import { formatCurrency, productStep } from '@showfloor/domain';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { textIn } from '../hooks/product-words.ts';
import { noteApplies, ProductStateBadge, RevisionBadge, ReviewNote } from './product-state.tsx';
import '../../../components/back-office.css';
import './workbench.css';

interface Props {
  product: TWorkbenchProduct;
  lang: TLanguage;
  /** An action of this card is under way: its buttons wait. */
  busy: boolean;
  /** Another card's action is under way: what this one may do is not known until it ends. */
  locked: boolean;
  onListed: (listed: boolean) => void;
  onDelete: (name: string) => void;
}

/**
 * One of the exhibitor's products: its main image, name, state (and a waiting edit's), the organizer's note when
 * it was sent back, and the actions the life cycle allows now.
 */
export function WorkbenchProductCard({ product: p, lang, busy, locked, onListed, onDelete }: Props) {
  const { t } = useTranslation();
  const content = p.draft;
  const name = textIn(content.name, lang) || t('workbench_untitled');
  const life = { state: p.state, revision: p.revisionState, approved: p.published !== null };
  const may = (action: 'edit' | 'list' | 'delist' | 'delete') => productStep(life, action, 'exhibitor').ok;
  const price =
    content.price === null ? t('price_on_request') : formatCurrency(content.price, content.currency, lang);
  const off = busy || locked;
  return (
    <li className="sf-card sf-bo-card" data-testid="workbench-product" data-id={p.id} data-state={p.state}>
      <Link className="sf-wb-card__main" to={paths.workbenchProduct(lang, p.id)} data-testid="product-open">
        {content.image ? (
          <img
            className="sf-wb-card__image"
            src={content.image}
            alt=""
            width={84}
            height={84}
            loading="lazy"
          />
        ) : (
          <span className="sf-wb-card__image" />
        )}
        <span className="sf-wb-card__body">
          <span className="sf-wb-card__name" data-testid="product-name">
            {name}
          </span>
          <span className="sf-bo-badges">
            <ProductStateBadge state={p.state} />
            {p.revisionState ? <RevisionBadge revision={p.revisionState} /> : null}
          </span>
          <span className="sf-wb-card__meta">
            {content.model ? `${t('enquiry_model', { model: content.model })} · ` : ''}
            {price}
          </span>
        </span>
      </Link>
      {noteApplies(p) ? <ReviewNote note={p.reviewNote} /> : null}
      {may('edit') || may('list') || may('delist') || may('delete') ? (
        <div className="sf-wb-actions">
          {may('edit') && off ? (
            <button type="button" className="sf-button sf-button--ghost" disabled data-testid="product-edit">
              {t('workbench_edit')}
            </button>
          ) : may('edit') ? (
            <Link
              className="sf-button sf-button--ghost"
              to={paths.workbenchProduct(lang, p.id)}
              data-testid="product-edit"
            >
              {t('workbench_edit')}
            </Link>
          ) : null}
          {may('list') ? (
            <button
              type="button"
              className="sf-button sf-button--primary"
              disabled={off}
              onClick={() => onListed(true)}
              data-testid="product-list-action"
            >
              {t('workbench_list')}
            </button>
          ) : null}
          {may('delist') ? (
            <button
              type="button"
              className="sf-button sf-button--ghost"
              disabled={off}
              onClick={() => onListed(false)}
              data-testid="product-delist-action"
            >
              {t('workbench_delist')}
            </button>
          ) : null}
          {may('delete') ? (
            <button
              type="button"
              className="sf-button sf-button--ghost sf-wb-danger"
              disabled={off}
              onClick={() => onDelete(name)}
              data-testid="product-delete"
            >
              {t('workbench_delete')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
