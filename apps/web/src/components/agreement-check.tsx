import { useState, type ReactNode } from 'react';
import type { TTerm } from '@showfloor/contracts';
import { useTranslation } from '../lib/use-translation.ts';
import './form.css';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The event's user agreement (GetTerms); its title opens its text in place. */
  agreement: TTerm | null;
  /** The dictionary's "must agree" message when the form was tried without it. */
  error: ReactNode;
  testId: string;
}

/** "I have read and agree to the user agreement": what every form that publishes something asks last. */
export function AgreementCheck({ checked, onChange, agreement, error, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <label className="sf-check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={`${testId}-agree`}
        />
        <span>
          {t('enquiry_agree')}{' '}
          {agreement ? (
            <button type="button" className="sf-terms-link" onClick={() => setOpen((s) => !s)}>
              {agreement.title}
            </button>
          ) : (
            t('enquiry_agreement')
          )}
        </span>
      </label>
      {error}
      {open && agreement ? (
        <div className="sf-terms-text" data-testid={`${testId}-terms`}>
          {agreement.content}
        </div>
      ) : null}
    </>
  );
}
