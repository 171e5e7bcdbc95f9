import type { LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { FiguresView } from '../../features/figures/components/figures-view.tsx';
import { ensureBrowseEvent } from './browse-event.ts';
import { ExhibitorGatePage } from './exhibitor-gate-page.tsx';

/**
 * /m/:lang/workbench/figures: the exhibitor's leads and figures per day. Its own chunk, so the chart library is
 * loaded on this page only.
 */
export async function workbenchFiguresLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function WorkbenchFiguresPage() {
  const { t } = useTranslation();
  return (
    <ExhibitorGatePage testId="workbench-figures-page" title={t('figures_title')}>
      {({ bvent, accountId }) => <FiguresView bventId={bvent.bventId} accountId={accountId} />}
    </ExhibitorGatePage>
  );
}
