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
import { AgreementCheck } from '../../../components/agreement-check.tsx';
import { QuantityUnit } from '../../../components/quantity-unit.tsx';
import { sendEnquiry } from '../api/enquiry-api.ts';
import '../../../components/form.css';
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
  const problems = enquiryProblems(draft);
  const errorOf = (field: keyof Fields) => {
    if (!tried) return null;
    const p = problems.find((x) => FIELD_OF[x] === field);
    return p ? (
      <p className="sf-input__error" role="alert" data-testid={`enquiry-error-${field}`}>
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
      className="sf-card sf-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="enquiry-form"
    >
      <QuantityUnit
        quantity={draft.quantity}
        unit={draft.unit}
        onQuantity={(v) => set('quantity', v)}
        onUnit={(v) => set('unit', v)}
        quantityError={errorOf('quantity')}
        unitError={errorOf('unit')}
        testId="enquiry"
      />
      <label className="sf-input">
        <span>{t('enquiry_message')}</span>
        <textarea
          rows={3}
          value={draft.message}
          placeholder={t('enquiry_message_placeholder')}
          onChange={(e) => set('message', e.target.value)}
          data-testid="enquiry-message"
        />
        <small className="sf-input__count">
          {Math.max(0, draft.message.trim().length)}/{ENQUIRY_TEXT_MAX}
        </small>
        {errorOf('message')}
      </label>
      <p className="sf-panel__note">{t('enquiry_contact_hint')}</p>
      <label className="sf-input">
        <span>{t('enquiry_phone')}</span>
        <input
          type="tel"
          value={draft.phone}
          onChange={(e) => set('phone', e.target.value)}
          data-testid="enquiry-phone"
        />
        {errorOf('phone')}
      </label>
      <label className="sf-input">
        <span>{t('enquiry_email')}</span>
        <input
          type="email"
          value={draft.email}
          onChange={(e) => set('email', e.target.value)}
          data-testid="enquiry-email"
        />
        {errorOf('email')}
      </label>
      <label className="sf-check">
        <input
          type="checkbox"
          checked={draft.sendBusinessCard}
          onChange={(e) => set('sendBusinessCard', e.target.checked)}
          data-testid="enquiry-card"
        />
        {t('enquiry_send_card')}
      </label>
      <AgreementCheck
        checked={draft.agreed}
        onChange={(v) => set('agreed', v)}
        agreement={agreement}
        error={errorOf('agreed')}
        testId="enquiry"
      />
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
