import { useState } from 'react';
import { ENQUIRY_TEXT_MAX, type TEnquiry, type TTerm } from '@showfloor/contracts';
import {
  ENQUIRY_PROBLEM_KEYS,
  enquiryProblems,
  type EnquiryForm as Fields,
  type EnquiryProblem,
} from '@showfloor/domain';
import { useTranslation } from '../../../lib/use-translation.ts';
import { newClientId } from '../../../lib/client-id.ts';
import { sendEnquiry } from '../api/enquiry-api.ts';
import './enquiry.css';

/** What the form holds, with the key that makes a retry of it record one enquiry. */
export interface EnquiryDraft extends Fields {
  sendBusinessCard: boolean;
  key: string;
}

export const newDraft = (phone = '', email = ''): EnquiryDraft => ({
  quantity: '',
  unit: '',
  message: '',
  phone,
  email,
  agreed: false,
  sendBusinessCard: false,
  key: newClientId('enq-'),
});

const FIELD_OF: Record<EnquiryProblem, keyof Fields> = {
  quantityRequired: 'quantity',
  quantityZero: 'quantity',
  quantityTooLarge: 'quantity',
  unitTooLong: 'unit',
  messageTooLong: 'message',
  contactRequired: 'phone',
  phoneInvalid: 'phone',
  emailInvalid: 'email',
  agreementRequired: 'agreed',
};

interface Props {
  bventId: string;
  productId: string;
  draft: EnquiryDraft;
  agreement: TTerm | null;
  onResult: (result: { enquiry: TEnquiry } | { error: string; draft: EnquiryDraft }) => void;
}

/**
 * The enquiry form: quantity, unit, message, a phone or an e-mail, the card, the agreement. The dictionary's rules
 * (the domain's, the gateway's too) show under each field once the buyer tries to send; the gateway has the last
 * word, and its refusal goes to the result page with the form kept for a retry.
 */
export function EnquiryForm({ bventId, productId, draft: initial, agreement, onResult }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showTerms, setShowTerms] = useState(false);
  const problems = enquiryProblems(draft);
  const errorOf = (field: keyof Fields) => {
    if (!tried) return null;
    const p = problems.find((x) => FIELD_OF[x] === field);
    return p ? (
      <p className="sf-enquiry__error" role="alert" data-testid={`enquiry-error-${field}`}>
        {t(ENQUIRY_PROBLEM_KEYS[p])}
      </p>
    ) : null;
  };
  const set = <K extends keyof EnquiryDraft>(k: K, v: EnquiryDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = async () => {
    setTried(true);
    if (problems.length > 0 || busy) return;
    setBusy(true);
    try {
      const enquiry = await sendEnquiry(
        {
          bventId,
          productId,
          quantity: Number(draft.quantity),
          unit: draft.unit.trim(),
          message: draft.message.trim(),
          phone: draft.phone.trim(),
          email: draft.email.trim(),
          sendBusinessCard: draft.sendBusinessCard,
          agreed: true,
        },
        draft.key,
      );
      onResult({ enquiry });
    } catch (e) {
      onResult({ error: e instanceof Error ? e.message : String(e), draft });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="sf-card sf-enquiry"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="enquiry-form"
    >
      <div className="sf-enquiry__row">
        <label className="sf-enquiry__field">
          <span>{t('enquiry_quantity')}</span>
          <input
            inputMode="numeric"
            value={draft.quantity}
            onChange={(e) => set('quantity', e.target.value)}
            data-testid="enquiry-quantity"
          />
          {errorOf('quantity')}
        </label>
        <label className="sf-enquiry__field sf-enquiry__field--unit">
          <span>{t('enquiry_unit')}</span>
          <input
            value={draft.unit}
            placeholder={t('enquiry_unit_placeholder')}
            onChange={(e) => set('unit', e.target.value)}
            data-testid="enquiry-unit"
          />
          {errorOf('unit')}
        </label>
      </div>
      <label className="sf-enquiry__field">
        <span>{t('enquiry_message')}</span>
        <textarea
          rows={3}
          value={draft.message}
          placeholder={t('enquiry_message_placeholder')}
          onChange={(e) => set('message', e.target.value)}
          data-testid="enquiry-message"
        />
        <small className="sf-enquiry__count">
          {Math.max(0, draft.message.trim().length)}/{ENQUIRY_TEXT_MAX}
        </small>
        {errorOf('message')}
      </label>
      <p className="sf-panel__note">{t('enquiry_contact_hint')}</p>
      <label className="sf-enquiry__field">
        <span>{t('enquiry_phone')}</span>
        <input
          type="tel"
          value={draft.phone}
          onChange={(e) => set('phone', e.target.value)}
          data-testid="enquiry-phone"
        />
        {errorOf('phone')}
      </label>
      <label className="sf-enquiry__field">
        <span>{t('enquiry_email')}</span>
        <input
          type="email"
          value={draft.email}
          onChange={(e) => set('email', e.target.value)}
          data-testid="enquiry-email"
        />
        {errorOf('email')}
      </label>
      <label className="sf-enquiry__check">
        <input
          type="checkbox"
          checked={draft.sendBusinessCard}
          onChange={(e) => set('sendBusinessCard', e.target.checked)}
          data-testid="enquiry-card"
        />
        {t('enquiry_send_card')}
      </label>
      <label className="sf-enquiry__check">
        <input
          type="checkbox"
          checked={draft.agreed}
          onChange={(e) => set('agreed', e.target.checked)}
          data-testid="enquiry-agree"
        />
        <span>
          {t('enquiry_agree')}{' '}
          {agreement ? (
            <button type="button" className="sf-enquiry__terms" onClick={() => setShowTerms((s) => !s)}>
              {agreement.title}
            </button>
          ) : (
            t('enquiry_agreement')
          )}
        </span>
      </label>
      {errorOf('agreed')}
      {showTerms && agreement ? (
        <div className="sf-enquiry__terms-text" data-testid="enquiry-terms">
          {agreement.content}
        </div>
      ) : null}
      <button
        type="submit"
        className="sf-button sf-button--primary sf-button--block"
        disabled={busy}
        data-testid="enquiry-submit"
      >
        {t('enquiry_submit')}
      </button>
    </form>
  );
}
