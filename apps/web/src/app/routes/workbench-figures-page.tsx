import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { FiguresView } from '../../features/figures/components/figures-view.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { useExhibitorGate } from './signed-in.tsx';

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
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const { accountId } = useSession();
  const title = t('figures_title');
  useDocumentTitle(`${title} | ${bvent.title}`);
  const { gate, check } = useExhibitorGate(accountId);
  return (
    <div className="sf-page" data-testid="workbench-figures-page" data-gate={gate}>
      <BrowseBar lang={lang} title={title} />
      {gate === 'ok' && accountId ? (
        <FiguresView bventId={bvent.bventId} accountId={accountId} />
      ) : gate === 'refused' ? (
        <InlineState
          title={t('meetings_workbench_exhibitors_only')}
          description={t('meetings_workbench_exhibitors_hint')}
          actionLabel={t('retry')}
          onAction={check}
        />
      ) : (
        <div className="sf-card" aria-busy="true" />
      )}
    </div>
  );
}
