import { useEffect, useRef, useState } from 'react';
import { ROOM_TEXT_MAX, type TRoomMessage } from '@showfloor/contracts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RealtimeError } from '../../../lib/realtime/realtime-socket.ts';
import { instantInZone } from '../hooks/room-time.ts';

interface Props {
  messages: TRoomMessage[];
  mySeat: string | null;
  send(text: string): Promise<void>;
}

/**
 * The room's chat: the messages (kept with the meeting, so a late joiner reads what was said) and a box that
 * counts characters; a text over the limit cannot be sent and says why in the dictionary's words.
 */
export function RoomChat({ messages, mySeat, send }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const length = [...text].length;
  const tooLong = length > ROOM_TEXT_MAX;
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  const zone = viewerTimeZone();

  return (
    <div className="sf-room-chat" data-testid="room-chat">
      <ol className="sf-room-chat__list" ref={list} aria-live="polite">
        {messages.length === 0 ? <li className="sf-room-chat__empty">{t('room_chat_empty')}</li> : null}
        {messages.map((m) => (
          <li
            key={m.id}
            className={`sf-room-chat__msg${m.seat === mySeat ? ' sf-room-chat__msg--mine' : ''}`}
            data-testid="room-message"
          >
            <span className="sf-room-chat__who">
              {m.seat === mySeat ? t('room_you') : m.name}
              <time dateTime={m.at}>{instantInZone(m.at, zone).slice(11, 16)}</time>
            </span>
            <span className="sf-room-chat__text">{m.text}</span>
          </li>
        ))}
      </ol>
      <form
        className="sf-room-chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          const body = text.trim();
          if (!body || tooLong || sending) return;
          setSending(true);
          send(body).then(
            () => {
              setText('');
              setError(null);
              setSending(false);
            },
            (err: unknown) => {
              setError(err instanceof RealtimeError && err.code ? err.message : t('room_reconnecting'));
              setSending(false);
            },
          );
        }}
      >
        <textarea
          value={text}
          rows={2}
          placeholder={t('room_chat_placeholder')}
          aria-label={t('room_chat_placeholder')}
          aria-invalid={tooLong}
          data-testid="room-chat-input"
          onChange={(e) => setText(e.target.value)}
        />
        <div className="sf-room-chat__row">
          <span
            className={`sf-room-chat__count${tooLong ? ' sf-room-chat__count--over' : ''}`}
            data-testid="room-chat-count"
          >
            {t('room_text_count', { count: length, max: ROOM_TEXT_MAX })}
          </span>
          <button
            type="submit"
            className="sf-button sf-button--primary"
            disabled={!text.trim() || tooLong || sending}
            data-testid="room-chat-send"
          >
            {t('room_send')}
          </button>
        </div>
        {tooLong || error ? (
          <p className="sf-room-chat__error" role="alert" data-testid="room-chat-error">
            {tooLong ? t('room_text_too_long') : error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
