import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TImMessage, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { sharedExhibitorOptions, sharedProductOptions, translate } from '../api/message-api.ts';

interface Props {
  message: TImMessage;
  mine: boolean;
  /** The line above a bubble: who wrote it, where the header does not say (a member of the exhibitor's team). */
  label: string | null;
  lang: TLanguage;
  bventId: string;
  /** Translate the other side's text into the reader's language without a tap. */
  autoTranslate: boolean;
  /** Under one's own last message: delivered or read. */
  receipt: string | null;
  /** Under the last message of a run only. */
  time: string | null;
}

/** One message: text (with its translation for the reader), a photo, a shared product, exhibitor or card. */
export function MessageBubble({ message, mine, label, lang, bventId, autoTranslate, receipt, time }: Props) {
  return (
    <li
      className={mine ? 'sf-im-msg sf-im-msg--mine' : 'sf-im-msg'}
      data-testid="im-message"
      data-seq={message.seq}
      data-side={message.side}
    >
      {label ? <p className="sf-im-msg__label">{label}</p> : null}
      <div className={`sf-im-bubble sf-im-bubble--${message.kind}`}>
        <Body message={message} lang={lang} bventId={bventId} />
      </div>
      {!mine && message.kind === 'text' ? (
        <Translation text={message.text} lang={lang} auto={autoTranslate} />
      ) : null}
      {time || receipt ? (
        <p className="sf-im-msg__meta">
          {time ? <time dateTime={message.at}>{time}</time> : null}
          {receipt ? (
            <span className="sf-im-msg__receipt" data-testid="im-receipt">
              {receipt}
            </span>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

function Body({ message, lang, bventId }: { message: TImMessage; lang: TLanguage; bventId: string }) {
  const { t } = useTranslation();
  switch (message.kind) {
    case 'image':
      return message.image ? (
        <a href={message.image.url} target="_blank" rel="noreferrer" className="sf-im-photo">
          <img
            src={message.image.url}
            width={message.image.width}
            height={message.image.height}
            alt={t('messages_kind_image')}
            loading="lazy"
          />
        </a>
      ) : null;
    case 'product':
      return message.itemId ? <SharedProduct id={message.itemId} lang={lang} /> : null;
    case 'exhibitor':
      return message.itemId ? <SharedExhibitor id={message.itemId} bventId={bventId} lang={lang} /> : null;
    case 'card':
      return message.card ? (
        <Link to={paths.cards(lang)} className="sf-im-share" data-testid="im-card">
          <span className="sf-im-share__avatar" aria-hidden="true">
            {message.card.fullName.slice(0, 1)}
          </span>
          <span className="sf-im-share__text">
            <span className="sf-im-share__kind">{t('messages_card_label')}</span>
            <strong>{message.card.fullName}</strong>
            <span>{[message.card.jobTitle, message.card.company].filter(Boolean).join(' · ')}</span>
          </span>
        </Link>
      ) : null;
    default:
      return <p className="sf-im-text">{message.text}</p>;
  }
}

function SharedProduct({ id, lang }: { id: string; lang: TLanguage }) {
  const { t } = useTranslation();
  const product = useQuery(sharedProductOptions(id)).data;
  return (
    <Link to={paths.exhibit(lang, id)} className="sf-im-share" data-testid="im-product">
      {product?.images[0] ? (
        <img className="sf-im-share__image" src={product.images[0]} alt="" width={56} height={56} />
      ) : (
        <span className="sf-im-share__image" aria-hidden="true" />
      )}
      <span className="sf-im-share__text">
        <span className="sf-im-share__kind">{t('messages_attach_product')}</span>
        <strong>{product?.name ?? '…'}</strong>
        <span>{product?.exhibitor.name ?? ''}</span>
      </span>
    </Link>
  );
}

function SharedExhibitor({ id, bventId, lang }: { id: string; bventId: string; lang: TLanguage }) {
  const { t } = useTranslation();
  const exhibitor = useQuery(sharedExhibitorOptions(id, bventId)).data;
  return (
    <Link to={paths.exhibitor(lang, id)} className="sf-im-share" data-testid="im-exhibitor">
      {exhibitor?.logo ? (
        <img className="sf-im-share__image" src={exhibitor.logo} alt="" width={56} height={56} />
      ) : (
        <span className="sf-im-share__image" aria-hidden="true" />
      )}
      <span className="sf-im-share__text">
        <span className="sf-im-share__kind">{t('messages_kind_exhibitor').replace(/[[\]]/g, '')}</span>
        <strong>{exhibitor?.name ?? '…'}</strong>
        <span>{exhibitor?.boothNumber ?? ''}</span>
      </span>
    </Link>
  );
}

/** "Translate" under the other side's text: the reader's language, from the gateway (cached per text there too). */
function Translation({ text, lang, auto }: { text: string; lang: TLanguage; auto: boolean }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const [hidden, setHidden] = useState(false);
  const wanted = (auto || asked) && !hidden;
  const result = useQuery({
    queryKey: ['im', 'translation', lang, text],
    queryFn: () => translate(text, lang),
    enabled: wanted,
    staleTime: Infinity,
    retry: false,
  });
  if (!wanted)
    return (
      <button
        type="button"
        className="sf-im-translate"
        onClick={() => {
          setAsked(true);
          setHidden(false);
        }}
        data-testid="im-translate"
      >
        {t('messages_translate')}
      </button>
    );
  return (
    <div className="sf-im-translation" data-testid="im-translation" aria-live="polite">
      {result.isPending ? (
        <p>{t('messages_translating')}</p>
      ) : result.isError ? (
        <p className="sf-im-translation__error">{result.error.message}</p>
      ) : (
        <p lang={lang}>{result.data}</p>
      )}
      <button type="button" className="sf-im-translate" onClick={() => setHidden(true)}>
        {t('messages_show_original')}
      </button>
    </div>
  );
}
