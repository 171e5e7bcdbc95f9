import { useState } from 'react';
import {
  LIVE_CHAT_MUTE_CHOICES,
  LIVE_CHAT_TEXT_MAX,
  type TLanguage,
  type TLiveChatMessage,
} from '@showfloor/contracts';
import { startLogin } from '../../../lib/login.ts';
import { useSessionUserId } from '../../../lib/auth-session.ts';
import { showToast } from '../../../lib/toast.ts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { newClientId } from '../../../lib/client-id.ts';
import { muteInRoom, removeFromRoom, sayInRoom } from '../api/live-chat-api.ts';
import { useLiveChat } from '../hooks/use-live-chat.ts';
import './live-chat.css';

interface Props {
  bventId: string;
  exhibitorId: string;
  lang: TLanguage;
}

/**
 * The exhibitor's public chat room on its page: the latest messages streaming in for everyone; the signed-in
 * write (the gateway says "operation too fast" to a flood); the exhibitor's team removes a message or mutes its
 * writer from here.
 */
export default function LiveChatPanel({ bventId, exhibitorId, lang }: Props) {
  const { t } = useTranslation();
  const account = useSessionUserId();
  const { state, failed, added, removed } = useLiveChat(bventId, exhibitorId, lang, account);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [muting, setMuting] = useState<TLiveChatMessage | null>(null);
  if (failed || !state) return null;
  const roomId = state.room.roomId;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(lang, { timeZone: viewerTimeZone(), hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    );
  const said = text.trim();
  const submit = async () => {
    setBusy(true);
    try {
      added(await sayInRoom(bventId, roomId, newClientId('l'), said));
      setText('');
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e), TOAST_MS);
    } finally {
      setBusy(false);
    }
  };
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e), TOAST_MS);
    }
  };
  const mutedUntil = state.mutedUntil ? time(state.mutedUntil) : null;

  return (
    <section className="sf-card sf-live-chat" aria-labelledby="live-chat-title" data-testid="live-chat">
      <h2 className="sf-section-title" id="live-chat-title">
        {t('live_chat_title')}
        <span className="sf-live-chat__count">{t('live_chat_count', { count: state.messages.length })}</span>
      </h2>
      <ol className="sf-live-chat__list" aria-live="polite" data-testid="live-chat-list">
        {state.messages.length === 0 ? <li className="sf-live-chat__empty">{t('live_chat_empty')}</li> : null}
        {state.messages.map((m) => (
          <li key={m.id} className="sf-live-chat__msg" data-testid="live-chat-message" data-id={m.id}>
            <p className="sf-live-chat__line">
              <strong>{m.senderName}</strong>
              {m.host ? <span className="sf-live-chat__host">{t('live_chat_host')}</span> : null}
              <time dateTime={m.at}>{time(m.at)}</time>
            </p>
            <p className="sf-live-chat__text">{m.text}</p>
            {state.moderator && !m.host ? (
              <p className="sf-live-chat__tools">
                <button
                  type="button"
                  onClick={() =>
                    void act(async () => {
                      await removeFromRoom(bventId, roomId, m.id);
                      removed(m.id);
                    })
                  }
                  data-testid="live-chat-remove"
                >
                  {t('live_chat_remove')}
                </button>
                <button type="button" onClick={() => setMuting(m)} data-testid="live-chat-mute">
                  {t('live_chat_mute')}
                </button>
              </p>
            ) : null}
            {muting?.id === m.id ? (
              <p className="sf-live-chat__tools" role="group" aria-label={t('live_chat_mute')}>
                {LIVE_CHAT_MUTE_CHOICES.map((minutes) => (
                  <button
                    key={minutes}
                    type="button"
                    onClick={() =>
                      void act(async () => {
                        await muteInRoom(bventId, roomId, m.senderId, minutes);
                        setMuting(null);
                        showToast(t('live_chat_muted_them', { name: m.senderName }), TOAST_MS);
                      })
                    }
                    data-testid={`live-chat-mute-${minutes}`}
                  >
                    {t(`live_chat_mute_${minutes}`)}
                  </button>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {!account ? (
        <button
          type="button"
          className="sf-button sf-button--ghost sf-button--block"
          onClick={() => void startLogin({ lang, bventId, returnUrl: window.location.pathname })}
          data-testid="live-chat-login"
        >
          {t('live_chat_login')}
        </button>
      ) : mutedUntil ? (
        <p className="sf-live-chat__muted" role="status" data-testid="live-chat-muted">
          {t('live_chat_muted_until', { time: mutedUntil })}
        </p>
      ) : (
        <form
          className="sf-live-chat__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (said && !busy) void submit();
          }}
        >
          <input
            className="sf-live-chat__input"
            value={text}
            maxLength={LIVE_CHAT_TEXT_MAX}
            placeholder={t('live_chat_placeholder')}
            aria-label={t('live_chat_placeholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="live-chat-input"
          />
          <button
            type="submit"
            className="sf-button sf-button--primary"
            disabled={!said || busy}
            data-testid="live-chat-send"
          >
            {t('messages_send')}
          </button>
        </form>
      )}
    </section>
  );
}
