import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, IM_TEXT_MAX, type TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IM_KEY, leaveMessage } from '../api/message-api.ts';

import { newClientId } from '../../../lib/client-id.ts';
import './messages.css';

interface Props {
  bventId: string;
  accountId: string;
  exhibitor: { id: string; orgId: string; name: string };
  lang: TLanguage;
}

/**
 * The exhibitor's sendMessage tab before there is a conversation: the message (and the card, when ticked) goes
 * to the whole team (sendmessagetoexhibitor); then the conversation opens. A retry keeps the text and
 * the same client id, so a message is left once.
 */
export function LeaveMessage({ bventId, accountId, exhibitor, lang }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [withCard, setWithCard] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; code: number | null } | null>(null);
  const clientId = useRef(newClientId());
  const trimmed = text.trim();
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const left = await leaveMessage({
        senduserid: accountId,
        leavingmessage: trimmed,
        receiveexhibitororgid: exhibitor.orgId,
        issendbusinesscard: withCard,
        bventId,
        clientId: clientId.current,
      });
      await client.invalidateQueries({ queryKey: [IM_KEY] });
      void navigate(paths.mimConversation(lang, exhibitor.id, left.conversationId), { replace: true });
    } catch (e) {
      setError({
        message: e instanceof Error ? e.message : String(e),
        code: e instanceof ApiError ? e.businessCode : null,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="sf-card sf-im-leave"
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && !busy) void submit();
      }}
      data-testid="im-leave"
    >
      <h2 className="sf-section-title">{t('messages_leave_title', { name: exhibitor.name })}</h2>
      <p className="sf-panel__note">{t('messages_leave_hint')}</p>
      <textarea
        className="sf-im-leave__input"
        rows={4}
        maxLength={IM_TEXT_MAX}
        value={text}
        placeholder={t('messages_placeholder')}
        aria-label={t('messages_placeholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid="im-leave-input"
      />
      <label className="sf-im-leave__card">
        <input
          type="checkbox"
          checked={withCard}
          onChange={(e) => setWithCard(e.target.checked)}
          data-testid="im-leave-card"
        />
        {t('messages_with_card')}
      </label>
      {error ? (
        <div className="sf-im-failed" role="alert" data-testid="im-leave-error">
          <p>{error.message}</p>
          {error.code === ErrorCode.CardIncomplete ? (
            <Link to={paths.myCard(lang, pathname)} className="sf-im-failed__action">
              {t('messages_edit_card')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        className="sf-button sf-button--primary sf-button--block"
        disabled={!trimmed || busy}
        data-testid="im-leave-send"
      >
        {t('messages_send')}
      </button>
    </form>
  );
}
