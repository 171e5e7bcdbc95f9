import { useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@showfloor/contracts';
import { useSessionUserId } from '../../../lib/auth-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
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
    <BottomSheet
      open
      onClose={onClose}
      title={t('cards_edit_title')}
      note={t('cards_complete_first')}
      testId="card-editor-sheet"
    >
      {card.data ? (
        <CardForm card={card.data} lang={lang} submitLabel={t('cards_save_and_send')} onSaved={onSaved} />
      ) : null}
    </BottomSheet>
  );
}
