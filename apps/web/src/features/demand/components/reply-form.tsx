import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEMAND_REPLY_MAX, DEMAND_REPLY_PRODUCTS_MAX, type TDemand } from '@showfloor/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { showToast } from '../../../lib/toast.ts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { answerDemand, ownProductsOptions } from '../api/demand-api.ts';
import '../../../components/form.css';
import './demand.css';

interface Props {
  demand: TDemand;
  answerAs: NonNullable<TDemand['answerAs']>;
  onReplied: (demand: TDemand) => void;
}

/** An exhibitor's answer: what it offers, up to 3 of its listed products, and the member's card. */
export function ReplyForm({ demand, answerAs, onReplied }: Props) {
  const { t } = useTranslation();
  const products = useQuery(ownProductsOptions(demand.bventId, answerAs.exhibitorId));
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [card, setCard] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const empty = text.trim() === '';
  const submit = async () => {
    setTried(true);
    if (empty || busy) return;
    setBusy(true);
    try {
      const replied = await answerDemand({
        bventId: demand.bventId,
        id: demand.id,
        text: text.trim(),
        productIds: picked,
        sendBusinessCard: card,
      });
      setText('');
      setPicked([]);
      setTried(false);
      showToast(t('demand_reply_sent'), TOAST_MS);
      onReplied(replied);
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e), TOAST_MS);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string) =>
    setPicked((p) =>
      p.includes(id) ? p.filter((x) => x !== id) : p.length < DEMAND_REPLY_PRODUCTS_MAX ? [...p, id] : p,
    );
  return (
    <form
      className="sf-card sf-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="demand-reply-form"
    >
      <h3 className="sf-section-title">{t('demand_reply_as', { exhibitor: answerAs.name })}</h3>
      <label className="sf-input">
        <span>{t('demand_reply')}</span>
        <textarea
          rows={4}
          maxLength={DEMAND_REPLY_MAX * 2}
          value={text}
          placeholder={t('demand_reply_placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="demand-reply-text"
        />
        <small className="sf-input__count">
          {[...text.trim()].length}/{DEMAND_REPLY_MAX}
        </small>
        {tried && empty ? (
          <p className="sf-input__error" role="alert">
            {t('demand_reply_required')}
          </p>
        ) : null}
      </label>
      {products.data && products.data.length > 0 ? (
        <fieldset className="sf-input" style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>{t('demand_reply_products')}</legend>
          <div className="sf-demand-pick">
            {products.data.map((p) => (
              <label key={p.id}>
                <input
                  type="checkbox"
                  checked={picked.includes(p.id)}
                  disabled={!picked.includes(p.id) && picked.length >= DEMAND_REPLY_PRODUCTS_MAX}
                  onChange={() => toggle(p.id)}
                  data-testid="demand-reply-product"
                />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <label className="sf-check">
        <input
          type="checkbox"
          checked={card}
          onChange={(e) => setCard(e.target.checked)}
          data-testid="demand-reply-card"
        />
        {t('enquiry_send_card')}
      </label>
      <button
        type="submit"
        className="sf-button sf-button--primary sf-button--block"
        disabled={busy}
        data-testid="demand-reply-submit"
      >
        {t('demand_reply')}
      </button>
    </form>
  );
}
