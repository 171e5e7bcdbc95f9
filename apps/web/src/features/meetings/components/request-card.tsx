import { useTranslation } from '../../../lib/use-translation.ts';
import type { TLanguage, TMeeting } from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { now as appNow } from '../../../lib/clock.ts';
import { confirmRequest, declineRequest } from '../api/meeting-actions.ts';
import { CancelMeetingButton, MeetingActionButton, useMeetingAction } from './meeting-action.tsx';
import { MeetingFacts } from './meeting-facts.tsx';
import { MeetingStatus } from './meeting-status.tsx';

/**
 * A meeting request to the exhibitor: who asks, about what, when (viewer's zone), how and where, the visitor's
 * card when they sent it. A waiting request is confirmed or declined, a confirmed one can be cancelled; a
 * refusal (already answered: 6011) is toasted with the server's message by the api-client and the list reloads.
 */
export function RequestCard({ meeting, lang }: { meeting: TMeeting; lang: TLanguage }) {
  const { t } = useTranslation();
  const actions = useMeetingAction();
  const card = meeting.businessCard;
  // The name the visitor booked under; the card's when they left it empty, else a plain word.
  const named = meeting.sendAccountName.trim() || card?.fullName || '';
  const who = named || t('meeting_visitor_unnamed');

  return (
    <article
      className="sf-card sf-mtg"
      data-testid="meeting-request"
      data-meeting-id={meeting.id}
      data-status={meeting.status}
      aria-label={meeting.topic}
    >
      <header className="sf-mtg__head">
        <span className="sf-mtg__logo sf-mtg__logo--initial" aria-hidden="true">
          {named ? (
            named.slice(0, 1)
          ) : (
            // No name to take a letter from (一位观众 would show a dash): a person's outline.
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" strokeLinecap="round" />
            </svg>
          )}
        </span>
        <div className="sf-mtg__headtext">
          <span className="sf-mtg__name" data-testid="meeting-visitor">
            {who}
          </span>
          <MeetingStatus meeting={meeting} viewer="receiver" />
        </div>
      </header>
      <h2 className="sf-mtg__topic" data-testid="meeting-topic">
        {meeting.topic}
      </h2>
      <MeetingFacts meeting={meeting} lang={lang} />
      {meeting.status === 'Confirmed' && meeting.roomNumber ? <Attendance meeting={meeting} /> : null}
      {card ? (
        <section className="sf-mtg__bcard" data-testid="meeting-business-card">
          <h3 className="sf-mtg__bcard-title">{t('meeting_business_card')}</h3>
          <p className="sf-mtg__bcard-name">
            {card.fullName}
            {card.jobTitle ? <span className="sf-mtg__muted"> · {card.jobTitle}</span> : null}
          </p>
          {card.company ? <p>{card.company}</p> : null}
          {card.email ? (
            <p>
              <a href={`mailto:${card.email}`}>{card.email}</a>
            </p>
          ) : null}
          {card.phone ? (
            <p>
              <a href={`tel:${card.phone.replace(/[^\d+]/g, '')}`}>{card.phone}</a>
            </p>
          ) : null}
        </section>
      ) : null}
      {meeting.status === 'Cancelled' ? null : (
        <div className="sf-mtg__actions">
          {meeting.status === 'Waiting' ? (
            <>
              <MeetingActionButton
                what="confirm"
                state={actions}
                action={() => confirmRequest(meeting)}
                testId="meeting-confirm"
                color="primary"
              >
                {t('meeting_confirm')}
              </MeetingActionButton>
              <MeetingActionButton
                what="decline"
                state={actions}
                action={() => declineRequest(meeting)}
                question={{
                  kind: 'declineMeeting',
                  message: t('meeting_decline_question'),
                  yes: t('meeting_decline'),
                  danger: true,
                }}
                testId="meeting-decline"
                color="danger"
                fill="outline"
              >
                {t('meeting_decline')}
              </MeetingActionButton>
            </>
          ) : (
            <CancelMeetingButton meeting={meeting} state={actions} />
          )}
        </div>
      )}
    </article>
  );
}

/**
 * Whether the visitor came into the negotiation room and for how long; "did not join" only once the meeting is
 * over (before it, not yet is not never).
 */
function Attendance({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  const { attended, minutes } = meeting.attendance;
  const over = beijingToEpoch(meeting.endTime) < appNow();
  if (!attended && !over) return null;
  return (
    <p className="sf-mtg__attendance" data-testid="meeting-attendance" data-attended={attended}>
      {attended
        ? minutes < 1
          ? t('meeting_attended_short')
          : t('meeting_attended', { minutes })
        : t('meeting_not_attended')}
    </p>
  );
}
