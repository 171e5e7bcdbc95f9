import { useInfiniteQuery } from '@tanstack/react-query';
import { ATTENDEE_QUEUE_STATES, type TAttendeeQueueState, type TAttendeeReview } from '@showfloor/contracts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { attendeeQueueOptions, decideAttendee } from '../api/review-api.ts';
import { answerLabelKey, answerValueKey, attendeeDecisions, reviewTime } from '../hooks/review-rules.ts';
import { DecisionBar } from './decision-bar.tsx';
import { type QueueProps, ReviewQueue } from './queue-view.tsx';
import { ReviewCard, ReviewNote } from './review-card.tsx';
import './review.css';

/** The status as the visitor's own pages name it (an unpaid offline order is its own). */
const statusKey = (a: TAttendeeReview) =>
  a.status === 'Unpaid' && a.orderPayWay === 'OfflinePay'
    ? 'attendee_status_OfflinePayUnpaid'
    : `attendee_status_${a.status}`;

/** One visitor's registration: who, the answers of the registration form, the note; the decisions. */
function AttendeeCard({ item, bventId }: { item: TAttendeeReview; bventId: string }) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  const answers = Object.entries(item.answers).filter(([, v]) => v.trim() !== '');
  return (
    <ReviewCard
      testId="review-attendee"
      id={item.accountId}
      head={<h3>{item.fullName || item.email}</h3>}
      state={item.status}
      stateLabel={t(statusKey(item))}
    >
      <dl className="sf-facts">
        <dt>{t('contact_email')}</dt>
        <dd>{item.email || '—'}</dd>
        <dt>{t('review_registered_at')}</dt>
        <dd>{reviewTime(item.registeredAt, zone)}</dd>
      </dl>
      <section className="sf-review-answers" aria-label={t('review_answers')}>
        <h4>{t('review_answers')}</h4>
        {answers.length === 0 ? (
          <p className="sf-review-muted">{t('review_answers_none')}</p>
        ) : (
          <dl className="sf-facts" data-testid="review-answers">
            {answers.map(([k, v]) => {
              const label = answerLabelKey(k);
              const value = answerValueKey(k, v);
              return (
                <div key={k} className="sf-review-answer">
                  <dt>{label ? t(label) : k}</dt>
                  <dd>{value ? t(value) : v}</dd>
                </div>
              );
            })}
          </dl>
        )}
      </section>
      <ReviewNote note={item.note} testId="review-item-note" />
      <DecisionBar
        choices={attendeeDecisions(item.status)}
        subject={item.fullName || item.email}
        noteHintKey="review_note_hint_attendee"
        run={(decision, note) => decideAttendee({ bventId, accountId: item.accountId, decision, note })}
      />
    </ReviewCard>
  );
}

/** Visitors' registrations by status (pending approval first), found by name or e-mail, decided in place. */
export function AttendeeQueue(props: QueueProps<TAttendeeQueueState>) {
  const { t } = useTranslation();
  const { bventId, accountId, state, keyword } = props;
  const query = useInfiniteQuery(attendeeQueueOptions(bventId, accountId, state, keyword));
  return (
    <ReviewQueue
      {...props}
      label={t('review_queue_attendees')}
      states={ATTENDEE_QUEUE_STATES}
      stateLabel={(s) => t(`attendee_status_${s}`)}
      placeholder={t('review_search_people')}
      query={query}
      keyOf={(i) => i.accountId}
      renderItem={(i) => <AttendeeCard item={i} bventId={bventId} />}
      testId="review-attendees"
    />
  );
}
