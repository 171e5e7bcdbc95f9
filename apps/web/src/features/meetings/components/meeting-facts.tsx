import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage, TMeeting } from '@showfloor/contracts';
import { paths } from '../../../config/paths.ts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { meetingTimeLine } from '../hooks/meeting-time.ts';

interface Props {
  meeting: Pick<
    TMeeting,
    'startTime' | 'endTime' | 'chatType' | 'address' | 'status' | 'roomNumber' | 'exhibitorId' | 'kind'
  >;
  lang: TLanguage;
}

/**
 * When, how and where: the time in the viewer's zone with the zone named, online or offline with its address,
 * and, once confirmed, the room's number with the way into the negotiation room (its pre-join page says when it
 * opens and closes).
 */
export function MeetingFacts({ meeting, lang }: Props) {
  const { t } = useTranslation();
  const time = meetingTimeLine(meeting.startTime, meeting.endTime, viewerTimeZone());
  return (
    <dl className="sf-mtg__facts">
      <dt>{t('meeting_time')}</dt>
      <dd data-testid="meeting-time">
        {time ? (
          <>
            {time.range} <span className="sf-mtg__zone">{time.zone}</span>
          </>
        ) : (
          `${meeting.startTime} - ${meeting.endTime}`
        )}
      </dd>
      <dt>{t('meeting_type')}</dt>
      <dd data-testid="meeting-type" data-chat-type={meeting.chatType}>
        {/* The booking dialog's words for the two types, so both sides name them alike. */}
        {t(`booking_type_${meeting.chatType}`)}
        {meeting.kind === 'Instant' ? (
          <span className="sf-mtg__kind" data-testid="meeting-kind">
            {' · '}
            {t('meeting_kind_Instant')}
          </span>
        ) : null}
      </dd>
      {meeting.address ? (
        <>
          <dt>{t('meeting_address')}</dt>
          <dd data-testid="meeting-address">{meeting.address}</dd>
        </>
      ) : null}
      {meeting.status === 'Confirmed' && meeting.roomNumber ? (
        <>
          <dt>{t('meeting_room_number')}</dt>
          <dd>
            <span data-testid="meeting-room-number">{meeting.roomNumber}</span>{' '}
            <Link
              className="sf-mtg__room-link"
              data-testid="meeting-enter-room"
              to={paths.meetMiddleware(lang, meeting.exhibitorId, meeting.roomNumber)}
            >
              {t('room_enter')}
            </Link>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
