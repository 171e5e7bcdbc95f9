import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { useSession } from '../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { WorkbenchMeetings } from '../../features/meetings/components/workbench-meetings.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { useExhibitorGate } from './signed-in.tsx';

/** /m/:lang/workbench/meetings: the exhibitor's meeting requests and time slots. */
export async function workbenchMeetingsLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function WorkbenchMeetingsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const { accountId } = useSession();
  const title = t('meetings_workbench');
  useDocumentTitle(`${title} | ${bvent.title}`);

  const { gate, check } = useExhibitorGate(accountId);

  return (
    <div className="sf-page" data-testid="workbench-meetings-page" data-gate={gate}>
      <BrowseBar lang={lang} title={title} />
      {gate === 'ok' ? (
        <WorkbenchMeetings bventId={bvent.bventId} />
      ) : gate === 'refused' ? (
        <div data-testid="workbench-meetings-refused">
          <InlineState
            title={t('meetings_workbench_exhibitors_only')}
            description={t('meetings_workbench_exhibitors_hint')}
            actionLabel={t('retry')}
            onAction={check}
          />
        </div>
      ) : (
        <div className="sf-card" aria-busy="true">
          <span className="sf-skel sf-skel--line sf-skel--w60" />
        </div>
      )}
    </div>
  );
}
