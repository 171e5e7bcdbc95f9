import { useInfiniteQuery } from '@tanstack/react-query';
import { ATTENDEE_QUEUE_STATES, type TAttendeeQueueState, type TAttendeeReview } from '@showfloor/contracts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { attendeeQueueOptions, decideAttendee } from '../api/review-api.ts';
import { answerLabelKey, answerValueKey, attendeeDecisions, reviewTime } from '../hooks/review-rules.ts';
import { DecisionBar } from './decision-bar.tsx';
import { KeywordBox, QueueList, StateChips } from './queue-view.tsx';
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
    <article className="sf-card sf-review-item" data-testid="review-attendee" data-id={item.accountId}>
      <h3>{item.fullName || item.email}</h3>
      <div className="sf-review-badges">
        <span className="sf-review-state" data-state={item.status} data-testid="review-state">
          {t(statusKey(item))}
        </span>
      </div>
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
      {item.note ? (
        <p className="sf-review-text" data-testid="review-item-note">
          <span className="sf-review-muted">{t('demand_review_note')}: </span>
          {item.note}
        </p>
      ) : null}
      <DecisionBar
        choices={attendeeDecisions(item.status)}
        subject={item.fullName || item.email}
        noteHintKey="review_note_hint_attendee"
        doneKey={(d) => `review_done_${d}`}
        run={(decision, note) => decideAttendee({ bventId, accountId: item.accountId, decision, note })}
      />
    </article>
  );
}

/** Visitors' registrations by status (pending approval first), found by name or e-mail, decided in place. */
export function AttendeeQueue({
  bventId,
  accountId,
  state,
  keyword,
  onState,
  onKeyword,
}: {
  bventId: string;
  accountId: string;
  state: TAttendeeQueueState;
  keyword: string;
  onState: (state: TAttendeeQueueState) => void;
  onKeyword: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(attendeeQueueOptions(bventId, accountId, state, keyword));
  const counts = query.data?.pages.at(-1)?.counts;
  return (
    <>
      <StateChips
        label={t('review_queue_attendees')}
        chips={ATTENDEE_QUEUE_STATES.map((s) => ({
          key: s,
          label: t(`attendee_status_${s}`),
          count: counts?.[s],
        }))}
        selected={state}
        onSelect={(s) => onState(s as TAttendeeQueueState)}
      />
      <KeywordBox keyword={keyword} onKeyword={onKeyword} placeholder={t('review_search_people')} />
      <QueueList
        query={query}
        itemsOf={(p) => p.items}
        keyOf={(i) => i.accountId}
        renderItem={(i) => <AttendeeCard item={i} bventId={bventId} />}
        emptyTitle={keyword ? t('review_no_match', { q: keyword }) : t('review_queue_empty')}
        testId="review-attendees"
      />
    </>
  );
}
