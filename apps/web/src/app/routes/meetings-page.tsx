import { useEffect, useRef } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { TLanguage } from '@showfloor/contracts';
import { startLogin } from '../../lib/login.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BrowseBar } from '../../components/cards/browse-bar.tsx';
import { InlineState } from '../../components/inline-state.tsx';
import { useGate } from '../../components/access/use-gate.ts';
import { sentMeetingsOptions } from '../../features/meetings/api/meeting-queries.ts';
import { MyMeetingCard } from '../../features/meetings/components/my-meeting-card.tsx';
import { MyMeetingsEmpty } from '../../features/meetings/components/meeting-empty.tsx';
import { MeetingList } from '../../features/meetings/components/meeting-list.tsx';
import { ensureBrowseEvent, useBrowseEvent } from './browse-event.ts';

/** /m/:lang/meetings: the visitor's booked meetings at the event. */
export async function meetingsLoader({ params }: LoaderFunctionArgs) {
  await ensureBrowseEvent(params.lang as TLanguage);
  return null;
}

export function MeetingsPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as TLanguage;
  const { bvent } = useBrowseEvent();
  const session = useSession();
  const guard = useGate();
  const title = t('my_meetings');
  useDocumentTitle(`${title} | ${bvent.title}`);

  // Not logged in: the login gate's dialog once, and the page says why it is empty.
  const gated = useRef(false);
  useEffect(() => {
    if (gated.current || session.accountId) return;
    gated.current = true;
    void guard('login');
  }, [guard, session.accountId]);

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
        <div data-testid="meetings-login">
          <InlineState
            title={t('not_logged_in')}
            description={t('meetings_login_hint')}
            actionLabel={t('log_in')}
            onAction={() =>
              void startLogin({
                lang,
                bventId: bvent.bventId,
                returnUrl: window.location.pathname + window.location.search,
              })
            }
          />
        </div>
      )}
    </div>
  );
}
