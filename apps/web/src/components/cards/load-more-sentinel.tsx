import { useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
// Its 'no more' and retry styles live with the cards; a page may show the sentinel without any card CSS.
import './cards.css';

interface Props {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/**
 * The end of an infinite list: when it scrolls near the viewport (400 px ahead) the next page is asked for.
 * A failed page shows a retry button instead of retrying by itself; the end says so.
 */
export function LoadMoreSentinel({ hasMore, loading, failed, onMore }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useNearViewport(ref, hasMore && !loading && !failed, onMore);

  return (
    <div ref={ref} className="sf-sentinel" data-testid="load-more-sentinel" data-state={state()}>
      {failed ? (
        <button type="button" className="sf-button sf-button--ghost" onClick={onMore}>
          {t('load_more_retry')}
        </button>
      ) : loading ? (
        <span className="sf-sentinel__spinner" aria-label={t('loading')} />
      ) : hasMore ? null : (
        <span>{t('list_end')}</span>
      )}
    </div>
  );

  function state(): string {
    if (failed) return 'failed';
    if (loading) return 'loading';
    return hasMore ? 'idle' : 'end';
  }
}
