import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { isChunkLoadError } from '../../lib/lazy-with-timeout.ts';
import { failureDescription } from '../../lib/api-client.ts';
import { StatusView } from '../../components/status-view.tsx';

/**
 * The error element of every route. A chunk that timed out or failed offers a reload (a new deploy or a
 * stalled network both heal that way); a 404 response shows the not-found view; anything else a retry.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const reload = () => window.location.reload();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusView code="404" title={t('page_not_found')} description={t('page_not_found_desc')} />;
  }
  if (isChunkLoadError(error)) {
    return (
      <StatusView
        code="!"
        title={t('chunk_load_failed')}
        description={t('chunk_load_failed_desc')}
        action={{ label: t('retry'), onClick: reload }}
      />
    );
  }
  return (
    <StatusView
      code="!"
      title={t('load_failed')}
      description={failureDescription(error, t('load_failed_desc'))}
      action={{ label: t('retry'), onClick: reload }}
    />
  );
}
