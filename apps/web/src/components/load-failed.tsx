import { useTranslation } from '../lib/use-translation.ts';
import { failureDescription } from '../lib/api-client.ts';
import { InlineState } from './inline-state.tsx';

interface Props {
  error: unknown;
  onRetry: () => void;
}

/** A call that failed, inside its page: 'Loading failed', why (or 'check your connection'), and Retry. */
export function LoadFailed({ error, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <InlineState
      title={t('load_failed')}
      description={failureDescription(error, t('load_failed_desc'))}
      actionLabel={t('retry')}
      onAction={onRetry}
    />
  );
}
