import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { WorkbenchMeetings } from '../../features/meetings/components/workbench-meetings.tsx';
import { ensureBrowseEvent } from './browse-event.ts';
import { ExhibitorGatePage } from './exhibitor-gate-page.tsx';

/** /m/:lang/workbench/meetings: the exhibitor's meeting requests and time slots. */
export async function workbenchMeetingsLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function WorkbenchMeetingsPage() {
  const { t } = useTranslation();
  return (
    <ExhibitorGatePage
      testId="workbench-meetings-page"
      title={t('meetings_workbench')}
      refusedTestId="workbench-meetings-refused"
    >
      {({ bvent }) => <WorkbenchMeetings bventId={bvent.bventId} />}
    </ExhibitorGatePage>
  );
}
