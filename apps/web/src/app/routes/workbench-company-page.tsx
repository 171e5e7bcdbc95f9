import type { LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { CompanyView } from '../../features/company/components/company-view.tsx';
import { ensureBrowseEvent } from './browse-event.ts';
import { ExhibitorGatePage } from './exhibitor-gate-page.tsx';

/** /m/:lang/workbench/company: the exhibitor's company info and its catalogue entry. */
export async function workbenchCompanyLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function WorkbenchCompanyPage() {
  const { t } = useTranslation();
  return (
    <ExhibitorGatePage
      testId="workbench-company-page"
      title={t('company_title')}
      refused={{ title: t('workbench_exhibitors_only'), hint: t('workbench_exhibitors_hint') }}
    >
      {({ lang, bvent, session, accountId }) => (
        <CompanyView
          who={{ bventId: bvent.bventId, accountId, orgId: session.current?.orgId ?? null }}
          lang={lang}
        />
      )}
    </ExhibitorGatePage>
  );
}
