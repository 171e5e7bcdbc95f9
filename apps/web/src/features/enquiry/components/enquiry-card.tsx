import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TEnquiry, TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { shortTime } from '../../../lib/short-time.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import './enquiry.css';

/**
 * One enquiry as either side reads it: the product, what was asked, the contact (the exhibitor's side), the
 * replies; `actions` is what the reader may do with it.
 */
export function EnquiryCard({
  enquiry: e,
  lang,
  side,
  actions,
}: {
  enquiry: TEnquiry;
  lang: TLanguage;
  side: 'buyer' | 'exhibitor';
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="sf-card sf-enquiry-item" data-testid="enquiry-item" data-state={e.state}>
      <div className="sf-enquiry-product">
        <img src={e.product.image} alt="" width={56} height={56} />
        <div>
          <Link to={paths.exhibit(lang, e.product.id)}>
            <strong>{e.product.name}</strong>
          </Link>
          <p>
            {side === 'buyer'
              ? e.exhibitor.name
              : [e.buyer.name, e.buyer.company].filter(Boolean).join(' · ')}
          </p>
        </div>
        <span className={`sf-enquiry-state sf-enquiry-state--${e.state}`}>
          {t(`enquiry_state_${e.state}`)}
        </span>
      </div>
      <dl className="sf-enquiry-facts">
        <dt>{t('enquiry_quantity')}</dt>
        <dd>
          {e.quantity} {e.unit}
        </dd>
        {e.message ? (
          <>
            <dt>{t('enquiry_message')}</dt>
            <dd>{e.message}</dd>
          </>
        ) : null}
        {side === 'exhibitor' ? (
          <>
            <dt>{t('enquiry_contact')}</dt>
            <dd>{[e.phone, e.email].filter(Boolean).join(' · ')}</dd>
            {e.card ? (
              <>
                <dt>{t('enquiry_card')}</dt>
                <dd>{[e.card.fullName, e.card.jobTitle, e.card.company].filter(Boolean).join(' · ')}</dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt>{t('enquiry_sent_at')}</dt>
        <dd>{shortTime(e.at, lang)}</dd>
      </dl>
      {e.replies.length ? (
        <ol className="sf-enquiry-replies" data-testid="enquiry-replies">
          {e.replies.map((r) => (
            <li key={r.id}>
              <p className="sf-enquiry-replies__who">
                {r.authorName} · {shortTime(r.at, lang)}
              </p>
              <p>{r.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {actions}
    </li>
  );
}

/** The team's answer box under an enquiry that is not closed. */
export function ReplyBox({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="sf-enquiry-reply"
      onSubmit={(ev) => {
        ev.preventDefault();
        if (!text.trim() || busy) return;
        setBusy(true);
        void onSend(text.trim())
          .then(() => setText(''))
          .finally(() => setBusy(false));
      }}
    >
      <textarea
        rows={2}
        value={text}
        maxLength={1000}
        placeholder={t('enquiry_reply_placeholder')}
        aria-label={t('enquiry_reply_placeholder')}
        onChange={(ev) => setText(ev.target.value)}
        data-testid="enquiry-reply-input"
      />
      <button
        type="submit"
        className="sf-button sf-button--primary"
        disabled={!text.trim() || busy}
        data-testid="enquiry-reply"
      >
        {t('enquiry_reply')}
      </button>
    </form>
  );
}
