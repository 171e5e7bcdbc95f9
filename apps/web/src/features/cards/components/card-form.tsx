import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CARD_PHONE_PATTERN, type TCardFields, type TLanguage, type TMyCard } from '@showfloor/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { areaCodesOptions, saveCard } from '../api/card-queries.ts';
import './cards.css';

interface Props {
  card: TMyCard;
  lang: TLanguage;
  /** The button's words: save, or save and send. */
  submitLabel: string;
  onSaved: (card: TMyCard) => void;
}

type Draft = Required<Omit<TCardFields, 'avatar'>>;

/**
 * The card's rules as the gateway checks them (contracts ZCardFields), said in the reader's language before
 * anything is sent: the dictionary key of the first one broken, or null.
 */
function problemOf(d: Draft): string | null {
  if (!d.fullName.trim()) return 'cards_need_name';
  if (!d.phone.trim() && !d.email.trim()) return 'cards_need_contact';
  if (d.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.email.trim())) return 'cards_bad_email';
  if (d.phone.trim() && !new RegExp(CARD_PHONE_PATTERN).test(d.phone.trim())) return 'cards_bad_phone';
  return null;
}

/**
 * The card editor: name, company, title, country (which gives the phone its calling code), phone and e-mail.
 * What the gateway refuses (no name, neither phone nor e-mail, an invalid one) is said under the form, in its
 * words, and nothing is saved.
 */
export function CardForm({ card, lang, submitLabel, onSaved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const codes = useQuery(areaCodesOptions(lang)).data ?? [];
  const [draft, setDraft] = useState<Draft>({
    fullName: card.fullName,
    company: card.company,
    jobTitle: card.jobTitle,
    phoneCode: card.phoneCode,
    phone: card.phone,
    email: card.email,
    country: card.country,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const field = (name: keyof Draft, label: string, type = 'text', autoComplete?: string) => (
    <label className="sf-card-form__field" htmlFor={`${id}-${name}`}>
      <span>{label}</span>
      <input
        id={`${id}-${name}`}
        type={type}
        value={draft[name]}
        autoComplete={autoComplete}
        onChange={(e) => edit({ [name]: e.target.value })}
        data-testid={`card-${name}`}
      />
    </label>
  );

  return (
    <form
      className="sf-card-form"
      data-testid="card-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = problemOf(draft);
        if (problem) {
          setError(t(problem));
          return;
        }
        setBusy(true);
        setError(null);
        saveCard({ ...draft, avatar: card.avatar })
          .then(onSaved, (err: unknown) => setError(err instanceof ApiError ? err.message : String(err)))
          .finally(() => setBusy(false));
      }}
    >
      {field('fullName', t('cards_full_name'), 'text', 'name')}
      {field('company', t('cards_company'), 'text', 'organization')}
      {field('jobTitle', t('cards_job_title'), 'text', 'organization-title')}
      <label className="sf-card-form__field" htmlFor={`${id}-country`}>
        <span>{t('cards_country')}</span>
        <select
          id={`${id}-country`}
          value={draft.country}
          data-testid="card-country"
          onChange={(e) => {
            const chosen = codes.find((c) => c.countryCode === e.target.value);
            edit({ country: e.target.value, phoneCode: chosen?.areaCode ?? draft.phoneCode });
          }}
        >
          <option value="">{t('cards_choose')}</option>
          {codes.map((c) => (
            <option key={c.countryCode} value={c.countryCode}>
              {c.name} ({c.areaCode})
            </option>
          ))}
        </select>
      </label>
      <div className="sf-card-form__phone">
        <span className="sf-card-form__code" aria-label={t('cards_phone_code')}>
          {draft.phoneCode || '+'}
        </span>
        {field('phone', t('cards_phone'), 'tel', 'tel-national')}
      </div>
      {field('email', t('cards_email'), 'email', 'email')}
      {error ? (
        <p className="sf-card-form__error" role="alert" data-testid="card-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="sf-button sf-button--primary sf-button--block"
        disabled={busy}
        data-testid="card-save"
      >
        {submitLabel}
      </button>
    </form>
  );
}
