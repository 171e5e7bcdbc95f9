import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  IM_IMAGE_MAX_BYTES,
  type TImConversation,
  type TImMessage,
  type TLanguage,
} from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { showToast } from '../../../lib/toast.ts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { shortTime } from '../../../lib/short-time.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IM_KEY, markRead, uploadImage } from '../api/message-api.ts';
import { useConnectionState } from '../hooks/use-connection-state.ts';
import { type Outgoing, useThread } from '../hooks/use-thread.ts';
import { prepareImage } from '../../../lib/prepare-image.ts';

import { newClientId } from '../../../lib/client-id.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { ProductPicker } from './product-picker.tsx';
import './messages.css';

interface Props {
  conversation: TImConversation;
  accountId: string;
  lang: TLanguage;
}

const autoKey = (id: string) => `imAutoTranslate:${id}`;
const RUN_GAP_MS = 5 * 60_000;

/** The time shows under the last message of a run (one side's messages within minutes of each other). */
function endsRun(list: readonly TImMessage[], i: number): boolean {
  const m = list[i]!;
  const next = list[i + 1];
  return !next || next.side !== m.side || Date.parse(next.at) - Date.parse(m.at) > RUN_GAP_MS;
}

/**
 * A conversation: its messages (older ones on demand), what is on its way, the input. The other side's messages
 * are marked read while the page is in view; one's own last message says delivered or read. On the exhibitor's
 * side every member answers as the team: a colleague's message shows their name, and the visitor sees each
 * answer as "member · exhibitor".
 */
export function ThreadView({ conversation, accountId, lang }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const { bventId, conversationId, side } = conversation;
  const { thread, outgoing, send, retry, drop, loadOlder } = useThread(bventId, conversationId);
  const connection = useConnectionState(lang);
  const [auto, setAuto] = useState(() => readStored(autoKey(conversationId)) === '1');
  const [picking, setPicking] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const messages = thread.data?.messages ?? [];
  const last = messages.at(-1);

  // New messages (and one's own) bring the view down to them.
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [last?.seq, outgoing.length]);

  // The other side's messages are read while the page is in view.
  const marked = useRef(0);
  const lastTheirs = [...messages].reverse().find((m) => m.side !== side)?.seq ?? 0;
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastTheirs <= marked.current) return;
      marked.current = lastTheirs;
      void markRead(bventId, conversationId, lastTheirs).then(
        () => client.invalidateQueries({ queryKey: [IM_KEY, 'unread'] }),
        () => {
          marked.current = 0;
        },
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastTheirs, bventId, conversationId, client]);

  const time = (iso: string) => shortTime(iso, lang);
  const lastMine = [...messages].reverse().find((m) => m.side === side)?.seq;
  const labelOf = (m: TImMessage): string | null => {
    if (m.side !== 'exhibitor') return null;
    if (side === 'visitor')
      return t('messages_member_of', { name: m.senderName, exhibitor: conversation.peerName });
    return m.senderId === accountId ? null : m.senderName;
  };

  const sendPhoto = async (file: File) => {
    const clientId = newClientId();
    const prepared = await prepareImage(file, IM_IMAGE_MAX_BYTES);
    if (!prepared) {
      showToast(t('messages_image_rule'), TOAST_MS);
      return;
    }
    try {
      const up = await uploadImage(bventId, prepared.data);
      await send({ kind: 'image', image: up.image }, { imageUrl: prepared.previewUrl }, clientId);
    } catch (e) {
      showToast(e instanceof Error ? e.message : t('messages_image_rule'), TOAST_MS);
    }
  };

  return (
    <div className="sf-im-thread" data-testid="im-thread">
      {connection !== 'online' ? (
        <p className="sf-im-banner" role="status" data-testid="im-connection">
          {connection === 'offline' ? t('messages_offline') : t('messages_reconnecting')}
        </p>
      ) : null}
      <label className="sf-im-auto">
        <input
          type="checkbox"
          checked={auto}
          onChange={(e) => {
            setAuto(e.target.checked);
            writeStored(autoKey(conversationId), e.target.checked ? '1' : null);
          }}
          data-testid="im-auto-translate"
        />
        {t('messages_auto_translate')}
      </label>
      {thread.data?.hasOlder ? (
        <button type="button" className="sf-im-older" onClick={() => void loadOlder()} data-testid="im-older">
          {t('messages_earlier')}
        </button>
      ) : null}
      <ol className="sf-im-list" aria-live="polite" data-testid="im-list">
        {messages.map((m, i) => (
          <MessageBubble
            key={m.id}
            message={m}
            mine={m.side === side}
            label={labelOf(m)}
            lang={lang}
            bventId={bventId}
            autoTranslate={auto}
            time={endsRun(messages, i) ? time(m.at) : null}
            receipt={
              m.seq === lastMine && outgoing.length === 0
                ? m.seq <= conversation.peerReadSeq
                  ? t('messages_read')
                  : t('messages_delivered')
                : null
            }
          />
        ))}
        {outgoing.map((o) => (
          <PendingBubble key={o.clientId} o={o} lang={lang} back={pathname} retry={retry} drop={drop} />
        ))}
      </ol>
      <div ref={bottom} />
      <Composer
        send={(content, preview) => void send(content, preview)}
        onPhoto={(file) => void sendPhoto(file)}
        onShareProduct={() => setPicking(true)}
        onShareExhibitor={() =>
          void send(
            { kind: 'exhibitor', id: conversation.exhibitorId },
            { text: t('messages_kind_exhibitor') },
          )
        }
      />
      <ProductPicker
        open={picking}
        onClose={() => setPicking(false)}
        bventId={bventId}
        exhibitorId={conversation.exhibitorId}
        onPick={(id, name) => {
          setPicking(false);
          void send({ kind: 'product', id }, { text: name });
        }}
      />
    </div>
  );
}

function PendingBubble({
  o,
  lang,
  back,
  retry,
  drop,
}: {
  o: Outgoing;
  lang: TLanguage;
  back: string;
  retry: (o: Outgoing) => void;
  drop: (o: Outgoing) => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="sf-im-msg sf-im-msg--mine sf-im-msg--pending"
      data-testid="im-pending"
      data-state={o.state}
    >
      <div className="sf-im-bubble">
        {o.preview.imageUrl ? (
          <img className="sf-im-photo" src={o.preview.imageUrl} alt="" />
        ) : (
          <p className="sf-im-text">{o.preview.text}</p>
        )}
      </div>
      {o.state === 'sending' ? (
        <p className="sf-im-msg__meta">{t('messages_sending')}</p>
      ) : (
        <div className="sf-im-failed" role="alert">
          <p>{o.error}</p>
          {o.code === ErrorCode.CardIncomplete ? (
            <Link to={paths.myCard(lang, back)} className="sf-im-failed__action" onClick={() => drop(o)}>
              {t('messages_edit_card')}
            </Link>
          ) : (
            <button
              type="button"
              className="sf-im-failed__action"
              onClick={() => retry(o)}
              data-testid="im-retry"
            >
              {t('messages_failed')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
