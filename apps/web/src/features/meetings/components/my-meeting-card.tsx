import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage, TMeeting } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { saveMeetingCalendar } from '../api/meeting-actions.ts';
import { CancelMeetingButton, MeetingActionButton, useMeetingAction } from './meeting-action.tsx';
import { MeetingFacts } from './meeting-facts.tsx';
import { MeetingStatus } from './meeting-status.tsx';

interface Props {
  meeting: TMeeting;
  lang: TLanguage;
}

/**
 * One of the visitor's meetings: the exhibitor (to its page), the topic, state, time, type and place; cancel
 * while it stands, re-reserve once it is cancelled, and its calendar entry as an .ics file.
 */
export function MyMeetingCard({ meeting, lang }: Props) {
  const { t } = useTranslation();
  const actions = useMeetingAction();
  const cancelled = meeting.status === 'Cancelled';

  return (
    <article
      className="sf-card sf-mtg"
      data-testid="my-meeting"
      data-meeting-id={meeting.id}
      data-status={meeting.status}
      aria-label={meeting.topic}
    >
      {/* The name takes the whole line beside the logo; the state sits under it, never squeezing it. */}
      <header className="sf-mtg__head">
        {meeting.exhibitorLogo ? (
          <img className="sf-mtg__logo" src={meeting.exhibitorLogo} alt="" width={40} height={40} />
        ) : (
          <span className="sf-mtg__logo sf-mtg__logo--initial" aria-hidden="true">
            {meeting.exhibitorName.slice(0, 1)}
          </span>
        )}
        <div className="sf-mtg__headtext">
          <Link
            to={paths.exhibitor(lang, meeting.exhibitorId)}
            className="sf-mtg__name"
            data-testid="meeting-exhibitor"
          >
            {meeting.exhibitorName}
          </Link>
          <MeetingStatus meeting={meeting} viewer="sender" />
        </div>
      </header>
      <h2 className="sf-mtg__topic" data-testid="meeting-topic">
        {meeting.topic}
      </h2>
      <MeetingFacts meeting={meeting} lang={lang} />
      <div className="sf-mtg__actions">
        {cancelled ? (
          <Link
            to={paths.exhibitorTab(lang, meeting.exhibitorId, 'reserveChat')}
            className="sf-mtg__link-button sf-mtg__link-button--primary"
            data-testid="meeting-re-reserve"
          >
            {t('meeting_re_reserve')}
          </Link>
        ) : (
          <CancelMeetingButton meeting={meeting} state={actions} />
        )}
        <MeetingActionButton
          what="ics"
          state={actions}
          action={() => saveMeetingCalendar(meeting)}
          testId="meeting-ics"
          fill="outline"
        >
          {t('meeting_download_ics')}
        </MeetingActionButton>
      </div>
    </article>
  );
}
