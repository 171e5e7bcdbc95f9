import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { CheckIcon, CloseIcon } from '../../../components/icons.tsx';

interface Props {
  failed: boolean;
  message: string;
  lang: TLanguage;
  onRetry: () => void;
  onClose: () => void;
}

/** The result: success (sent, waiting for the exhibitor) or failure with the error's message and retry. */
export function BookingResult({ failed, message, lang, onRetry, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <div
      className={failed ? 'sf-booking__result sf-booking__result--fail' : 'sf-booking__result'}
      role="status"
      data-testid="booking-result"
      data-result={failed ? 'fail' : 'success'}
    >
      <span className="sf-booking__result-icon" aria-hidden="true">
        {failed ? <CloseIcon /> : <CheckIcon />}
      </span>
      <h3 className="sf-booking__result-title">
        {failed ? t('booking_fail_title') : t('booking_success_title')}
      </h3>
      <p className="sf-booking__result-text" data-testid="booking-result-message">
        {failed ? message : t('booking_success_desc')}
      </p>
      <div className="sf-booking__result-actions">
        {failed ? (
          <button type="button" className="sf-button sf-button--primary" onClick={onRetry}>
            {t('retry')}
          </button>
        ) : (
          <Link className="sf-button sf-button--primary" to={paths.meetings(lang)}>
            {t('booking_my_meetings')}
          </Link>
        )}
        <button type="button" className="sf-button sf-button--ghost" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
