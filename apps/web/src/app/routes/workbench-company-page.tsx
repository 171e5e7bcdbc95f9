import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { CompanyView } from '../../features/company/components/company-view.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { useExhibitorGate } from './signed-in.tsx';

/** /m/:lang/workbench/company: the exhibitor's company info and its catalogue entry. */
export async function workbenchCompanyLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function WorkbenchCompanyPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const session = useSession();
  const { accountId } = session;
  const title = t('company_title');
  useDocumentTitle(`${title} | ${bvent.title}`);
  const { gate, check } = useExhibitorGate(accountId);
  return (
    <div className="sf-page" data-testid="workbench-company-page" data-gate={gate}>
      <BrowseBar lang={lang} title={title} />
      {gate === 'ok' && accountId ? (
        <CompanyView
          who={{ bventId: bvent.bventId, accountId, orgId: session.current?.orgId ?? null }}
          lang={lang}
        />
      ) : gate === 'refused' ? (
        <InlineState
          title={t('workbench_exhibitors_only')}
          description={t('workbench_exhibitors_hint')}
          actionLabel={t('retry')}
          onAction={check}
        />
      ) : (
        <div className="sf-card" aria-busy="true" />
      )}
    </div>
  );
}
