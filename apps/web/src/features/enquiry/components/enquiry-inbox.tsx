import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ENQUIRY_STATES, type TEnquiryState, type TLanguage } from '@showfloor/contracts';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { answerEnquiry, closeAnEnquiry, ENQUIRY_KEY, inboxCsv, inboxOptions } from '../api/enquiry-api.ts';
import { EnquiryCard, ReplyBox } from './enquiry-card.tsx';

/** The exhibitor's enquiries on the workbench: by state, each answered or closed in place; the list as CSV. */
export function EnquiryInbox({
  bventId,
  accountId,
  lang,
}: {
  bventId: string;
  accountId: string;
  lang: TLanguage;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<TEnquiryState | null>(null);
  const list = useQuery(inboxOptions(bventId, accountId, state));
  const refresh = () => client.invalidateQueries({ queryKey: [ENQUIRY_KEY] });
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await refresh();
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e), TOAST_MS);
    }
  };
  return (
    <>
      <nav className="sf-enquiry-tabs" aria-label={t('enquiry_inbox')}>
        {[null, ...ENQUIRY_STATES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className={s === state ? 'sf-enquiry-tab sf-enquiry-tab--on' : 'sf-enquiry-tab'}
            aria-pressed={s === state}
            onClick={() => setState(s)}
            data-testid={`enquiry-tab-${s ?? 'all'}`}
          >
            {t(s ? `enquiry_state_${s}` : 'enquiry_state_all')}
          </button>
        ))}
      </nav>
      <div className="sf-enquiry-export">
        <button
          type="button"
          className="sf-button sf-button--ghost sf-button--block"
          onClick={() => void inboxCsv(bventId, state).then((f) => saveFile(f, 'text/csv'))}
          data-testid="enquiry-csv"
        >
          {t('enquiry_export_csv')}
        </button>
      </div>
      {list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="sf-card" aria-busy="true" />
      ) : list.data.length === 0 ? (
        <InlineState title={t('enquiry_inbox_empty')} description={t('enquiry_inbox_empty_hint')} />
      ) : (
        <ul className="sf-enquiry-list" data-testid="enquiry-inbox">
          {list.data.map((e) => (
            <EnquiryCard
              key={e.id}
              enquiry={e}
              lang={lang}
              side="exhibitor"
              actions={
                e.state === 'closed' ? null : (
                  <>
                    <ReplyBox onSend={(text) => act(() => answerEnquiry(bventId, e.id, text))} />
                    <button
                      type="button"
                      className="sf-button sf-button--ghost sf-button--block"
                      onClick={() => void act(() => closeAnEnquiry(bventId, e.id))}
                      data-testid="enquiry-close"
                    >
                      {t('enquiry_close')}
                    </button>
                  </>
                )
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}
