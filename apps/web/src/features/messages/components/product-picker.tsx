import { useQuery } from '@tanstack/react-query';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { shareableProductsOptions } from '../api/message-api.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  bventId: string;
  exhibitorId: string;
  onPick: (id: string, name: string) => void;
}

/** The conversation's exhibitor's products, to share one into it (a buyer asking about it, a member offering it). */
export function ProductPicker({ open, onClose, bventId, exhibitorId, onPick }: Props) {
  const { t } = useTranslation();
  const products = useQuery({ ...shareableProductsOptions(bventId, exhibitorId), enabled: open });
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t('messages_choose_product')}
      testId="im-product-picker"
    >
      {products.data?.length === 0 ? <p className="sf-panel__note">{t('messages_no_products')}</p> : null}
      <ul className="sf-im-picks">
        {(products.data ?? []).map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="sf-im-pick"
              onClick={() => onPick(p.id, p.name)}
              data-testid="im-pick"
            >
              <img src={p.image} alt="" width={48} height={48} />
              <span>{p.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
