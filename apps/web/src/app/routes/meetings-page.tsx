import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { sentMeetingsOptions } from '../../features/meetings/api/meeting-queries.ts';
import { MyMeetingCard } from '../../features/meetings/components/my-meeting-card.tsx';
import { MyMeetingsEmpty } from '../../features/meetings/components/meeting-empty.tsx';
import { MeetingList } from '../../features/meetings/components/meeting-list.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';
import { useSignedIn } from './signed-in.tsx';

/** /m/:lang/meetings: the visitor's booked meetings at the event. */
export async function meetingsLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function MeetingsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  // Not logged in: the login gate's dialog once, and the page says why it is empty.
  const { session, loginState } = useSignedIn(lang, bvent.bventId, 'meetings_login_hint', 'meetings-login');
  const title = t('my_meetings');
  useDocumentTitle(`${title} | ${bvent.title}`);

  return (
    <div className="sf-page" data-testid="meetings-page">
      <BrowseBar lang={lang} title={title} />
      {session.accountId ? (
        <MeetingList
          bventId={bvent.bventId}
          options={sentMeetingsOptions}
          testId="my-meetings"
          empty={(filtered) => <MyMeetingsEmpty filtered={filtered} lang={lang} />}
          card={(m) => <MyMeetingCard meeting={m} lang={lang} />}
        />
      ) : (
        loginState
      )}
    </div>
  );
}
