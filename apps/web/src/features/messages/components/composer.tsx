import { useRef, useState } from 'react';
import { IM_TEXT_MAX, type TImContent } from '@showfloor/contracts';
import { ImageIcon, PlusIcon, SendIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Outgoing } from '../hooks/use-thread.ts';

interface Props {
  send: (content: TImContent, preview: Outgoing['preview']) => void;
  /** A picked photo: its upload is the caller's (it becomes an image message). */
  onPhoto: (file: File) => void;
  onShareProduct: () => void;
  onShareExhibitor: () => void;
}

/**
 * The conversation's input at the bottom of the screen: a text that grows to four lines (never longer than the
 * gateway takes: the count shows near the limit), send, and a row of things to share.
 */
export function Composer({ send, onPhoto, onShareProduct, onShareExhibitor }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sharing, setSharing] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();
  const left = IM_TEXT_MAX - text.length;
  const submit = () => {
    if (!trimmed || left < 0) return;
    send({ kind: 'text', text: trimmed }, { text: trimmed });
    setText('');
  };
  return (
    <form
      className="sf-im-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="im-composer"
    >
      {sharing ? (
        <div className="sf-im-share-row" data-testid="im-share-row">
          <button type="button" className="sf-im-share-btn" onClick={() => file.current?.click()}>
            <ImageIcon />
            {t('messages_attach_photo')}
          </button>
          <button
            type="button"
            className="sf-im-share-btn"
            onClick={onShareProduct}
            data-testid="im-share-product"
          >
            {t('messages_attach_product')}
          </button>
          <button type="button" className="sf-im-share-btn" onClick={onShareExhibitor}>
            {t('messages_attach_exhibitor')}
          </button>
          <button
            type="button"
            className="sf-im-share-btn"
            onClick={() => send({ kind: 'card' }, { text: t('messages_kind_card') })}
            data-testid="im-share-card"
          >
            {t('messages_attach_card')}
          </button>
        </div>
      ) : null}
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        data-testid="im-photo-input"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          if (picked) onPhoto(picked);
          setSharing(false);
        }}
      />
      <div className="sf-im-composer__row">
        <button
          type="button"
          className="sf-icon-button"
          aria-label={t('messages_attach')}
          aria-expanded={sharing}
          onClick={() => setSharing((s) => !s)}
          data-testid="im-share"
        >
          <PlusIcon />
        </button>
        <textarea
          className="sf-im-composer__input"
          value={text}
          rows={Math.min(4, Math.max(1, text.split('\n').length))}
          placeholder={t('messages_placeholder')}
          aria-label={t('messages_placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit();
          }}
          data-testid="im-input"
        />
        <button
          type="submit"
          className="sf-icon-button sf-im-composer__send"
          aria-label={t('messages_send')}
          disabled={!trimmed || left < 0}
          data-testid="im-send"
        >
          <SendIcon />
        </button>
      </div>
      {left < 100 ? (
        <p
          className={left < 0 ? 'sf-im-composer__count sf-im-composer__count--over' : 'sf-im-composer__count'}
        >
          {t('messages_chars_left', { count: left })}
        </p>
      ) : null}
    </form>
  );
}
