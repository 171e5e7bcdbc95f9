import { useTranslation } from 'react-i18next';
import type { TMeeting } from '@showfloor/contracts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { meetingTimeLine } from '../hooks/meeting-time.ts';

interface Props {
  meeting: Pick<TMeeting, 'startTime' | 'endTime' | 'chatType' | 'address' | 'status' | 'roomNumber'>;
}

/**
 * When, how and where: the time in the viewer's zone with the zone named, online or offline with its address,
 * and, once confirmed, the room's number (text only: the negotiation room comes with a later issue).
 */
export function MeetingFacts({ meeting }: Props) {
  const { t } = useTranslation();
  const time = meetingTimeLine(meeting.startTime, meeting.endTime, viewerTimeZone());
  const online = meeting.chatType === 'OnLine';
  return (
    <dl className="sf-mtg__facts">
      <dt>{t('meeting_time', { defaultValue: 'Time' })}</dt>
      <dd data-testid="meeting-time">
        {time ? (
          <>
            {time.range} <span className="sf-mtg__zone">{time.zone}</span>
          </>
        ) : (
          `${meeting.startTime} - ${meeting.endTime}`
        )}
      </dd>
      <dt>{t('meeting_type', { defaultValue: 'Type' })}</dt>
      <dd data-testid="meeting-type" data-chat-type={meeting.chatType}>
        {online
          ? t('meeting_online', { defaultValue: 'Online' })
          : t('meeting_offline', { defaultValue: 'Offline' })}
      </dd>
      {meeting.address ? (
        <>
          <dt>{t('meeting_address', { defaultValue: 'Address' })}</dt>
          <dd data-testid="meeting-address">{meeting.address}</dd>
        </>
      ) : null}
      {meeting.status === 'Confirmed' && meeting.roomNumber ? (
        <>
          <dt>{t('meeting_room_number', { defaultValue: 'Room number' })}</dt>
          <dd data-testid="meeting-room-number">{meeting.roomNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}
