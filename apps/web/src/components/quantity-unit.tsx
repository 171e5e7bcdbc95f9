import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import './form.css';

interface Props {
  quantity: string;
  unit: string;
  onQuantity: (value: string) => void;
  onUnit: (value: string) => void;
  /** Each field's problem in the dictionary's words, once the form was tried. */
  quantityError: ReactNode;
  unitError: ReactNode;
  /** `<testId>-quantity` and `<testId>-unit`. */
  testId: string;
}

/**
 * Quantity and unit side by side, as an enquiry and a demand ask for them (the same limits: not 0, at most 99999,
 * a unit of at most 5 characters); the unit takes the narrower part.
 */
export function QuantityUnit({
  quantity,
  unit,
  onQuantity,
  onUnit,
  quantityError,
  unitError,
  testId,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="sf-form__row">
      <label className="sf-input">
        <span>{t('enquiry_quantity')}</span>
        <input
          inputMode="numeric"
          value={quantity}
          onChange={(e) => onQuantity(e.target.value)}
          data-testid={`${testId}-quantity`}
        />
        {quantityError}
      </label>
      <label className="sf-input sf-input--narrow">
        <span>{t('enquiry_unit')}</span>
        <input
          value={unit}
          placeholder={t('enquiry_unit_placeholder')}
          onChange={(e) => onUnit(e.target.value)}
          data-testid={`${testId}-unit`}
        />
        {unitError}
      </label>
    </div>
  );
}
