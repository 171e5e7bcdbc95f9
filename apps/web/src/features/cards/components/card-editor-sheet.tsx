import { useQuery } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import type { TLanguage } from '@showfloor/contracts';
import { useSessionUserId } from '../../../lib/auth-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CloseIcon } from '../../../components/icons.tsx';
import '../../../lib/antd-render.ts';
import { myCardOptions } from '../api/card-queries.ts';
import { CardForm } from './card-form.tsx';

/** The card editor in a bottom sheet, for a card that must be completed before it is sent. */
export default function CardEditorSheet({
  lang,
  onClose,
  onSaved,
}: {
  lang: TLanguage;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const accountId = useSessionUserId();
  const card = useQuery({ ...myCardOptions(accountId ?? ''), enabled: Boolean(accountId) });
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="sf-panel-popup">
      <div className="sf-panel" role="dialog" aria-modal="true" data-testid="card-editor-sheet">
        <div className="sf-panel__head">
          <div>
            <h2 className="sf-panel__title">{t('cards_edit_title')}</h2>
            <p className="sf-panel__note">{t('cards_complete_first')}</p>
          </div>
          <button type="button" className="sf-icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="sf-panel__body">
          {card.data ? (
            <CardForm card={card.data} lang={lang} submitLabel={t('cards_save_and_send')} onSaved={onSaved} />
          ) : null}
        </div>
      </div>
    </Popup>
  );
}
