import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type TLanguage } from '@showfloor/contracts';
import { ApiError, TOAST_MS } from '../../../lib/api-client.ts';
import { withChunkTimeout } from '../../../lib/lazy-with-timeout.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { sendCard } from '../api/card-queries.ts';

// The editor (antd-mobile's Popup and the form) is a chunk of its own: most visitors never open it.
const CardEditorSheet = lazy(withChunkTimeout(() => import('./card-editor-sheet.tsx')));

interface Props {
  bventId: string;
  exhibitorId: string;
  exhibitorName: string;
  lang: TLanguage;
}

/**
 * 'Send my card' on an exhibitor's page: the send-card gate first; a card that is not complete yet opens the
 * editor in a sheet, and is sent once saved.
 */
export function SendCard({ bventId, exhibitorId, exhibitorName, lang }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  const deliver = async () => {
    try {
      await sendCard(bventId, exhibitorId);
      showToast(t('cards_sent_ok', { name: exhibitorName }), TOAST_MS);
      setEditing(false);
      await client.invalidateQueries({ queryKey: ['card'] });
    } catch (e) {
      if (e instanceof ApiError && e.businessCode === ErrorCode.CardIncomplete) setEditing(true);
      else if (e instanceof ApiError) showToast(e.message, TOAST_MS);
    }
  };

  return (
    <>
      <button
        type="button"
        className="sf-button sf-button--ghost sf-button--block"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          // The gate's dialogs load with the first tap, not with the exhibitor's page.
          void import('../../../components/access/use-gate.ts')
            .then(({ guard }) => guard('sendCard'))
            .then((ok) => (ok ? deliver() : undefined))
            .finally(() => setBusy(false));
        }}
        data-testid="send-card"
      >
        {t('cards_send')}
      </button>
      {editing ? (
        <Suspense fallback={null}>
          <CardEditorSheet lang={lang} onClose={() => setEditing(false)} onSaved={() => void deliver()} />
        </Suspense>
      ) : null}
    </>
  );
}
