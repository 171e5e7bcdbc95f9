import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_SUBJECTS, type TReviewLogEntry, type TReviewSubject } from '@showfloor/contracts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { logOptions } from '../api/review-api.ts';
import { loggedDecisionKey, reviewTime } from '../hooks/review-rules.ts';
import { QueueList, StateChips } from './queue-view.tsx';
import '../../../components/back-office.css';
import './review.css';

/** One decision: about what and whom, what was decided with its note, who decided and when (viewer's zone). */
function LogEntry({ entry: e }: { entry: TReviewLogEntry }) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  const key = loggedDecisionKey(e.decision);
  return (
    <article
      className="sf-card sf-bo-card sf-review-item"
      data-testid="review-log-entry"
      data-subject={e.subject}
    >
      <div className="sf-review-item__head sf-review-item__head--spread">
        <h3>{e.subjectName || e.subjectId}</h3>
        <span className="sf-bo-pill sf-review-kind">{t(`review_subject_${e.subject}`)}</span>
      </div>
      <p>
        <span
          className="sf-bo-pill sf-review-state"
          data-state={e.decision}
          data-testid="review-log-decision"
        >
          {key ? t(key) : e.decision}
        </span>
      </p>
      {e.note ? (
        <p className="sf-review-text" data-testid="review-log-note">
          {e.note}
        </p>
      ) : null}
      <p className="sf-review-muted" data-testid="review-log-by">
        {t('review_log_by', { name: e.by.fullName || '—', time: reviewTime(e.at, zone) })}
      </p>
    </article>
  );
}

/** The decisions taken at the event, newest first, all or those about one kind of subject. */
export function ReviewLog({
  bventId,
  accountId,
  subject,
  onSubject,
}: {
  bventId: string;
  accountId: string;
  subject: TReviewSubject | null;
  onSubject: (subject: TReviewSubject | null) => void;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(logOptions(bventId, accountId, subject));
  return (
    <>
      <StateChips
        label={t('review_queue_log')}
        chips={[
          { key: 'all', label: t('review_subject_all') },
          ...REVIEW_SUBJECTS.map((s) => ({ key: s, label: t(`review_subject_${s}`) })),
        ]}
        selected={subject ?? 'all'}
        onSelect={(s) => onSubject(s === 'all' ? null : (s as TReviewSubject))}
      />
      <QueueList
        query={query}
        itemsOf={(p) => p.data}
        keyOf={(e) => String(e.id)}
        renderItem={(e) => <LogEntry entry={e} />}
        emptyTitle={t('review_log_empty')}
        emptyHint={t('review_log_empty_hint')}
        testId="review-log"
      />
    </>
  );
}
