import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { EnquiryInbox } from '../../features/enquiry/components/enquiry-inbox.tsx';
import { MyEnquiries } from '../../features/enquiry/components/my-enquiries.tsx';
import '../../features/enquiry/components/enquiry.css';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { ExhibitorGatePage } from './exhibitor-gate-page.tsx';
import { useSignedIn } from './signed-in.tsx';

/** /m/:lang/enquiries (the buyer's) and /m/:lang/workbench/enquiries (the exhibitor's inbox), at the current event. */
export async function enquiriesLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function MyEnquiriesPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'enquiry_login_hint', 'enquiry-login');
  const title = t('enquiry_mine');
  useDocumentTitle(`${title} | ${bvent.title}`);
  return (
    <div className="sf-page" data-testid="my-enquiries-page">
      <BrowseBar lang={lang} title={title} />
      {session.accountId ? (
        <MyEnquiries bventId={bvent.bventId} accountId={session.accountId} lang={lang} />
      ) : (
        loginState
      )}
    </div>
  );
}

export function WorkbenchEnquiriesPage() {
  const { t } = useTranslation();
  return (
    <ExhibitorGatePage testId="workbench-enquiries-page" title={t('enquiry_inbox')}>
      {({ lang, bvent, accountId }) => (
        <EnquiryInbox bventId={bvent.bventId} accountId={accountId} lang={lang} />
      )}
    </ExhibitorGatePage>
  );
}
