import { useInfiniteQuery } from '@tanstack/react-query';
import {
  EXHIBITOR_AUDIT_STATES,
  type TExhibitorAudit,
  type TExhibitorAuditState,
} from '@showfloor/contracts';
import { useViewerTimeZone } from '../../../lib/time-zone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { banAnExhibitor, decideExhibitor, exhibitorQueueOptions } from '../api/review-api.ts';
import { banChoice, exhibitorDecisions, reviewTime } from '../hooks/review-rules.ts';
import { DecisionBar } from './decision-bar.tsx';
import { type QueueProps, ReviewQueue } from './queue-view.tsx';
import { ReviewCard } from './review-card.tsx';
import '../../../components/back-office.css';
import './review.css';

/** The chip of banned exhibitors sits beside the audit states: a ban is apart from the audit. */
export type TExhibitorChip = TExhibitorAuditState | 'banned';
export const EXHIBITOR_CHIPS: readonly TExhibitorChip[] = [...EXHIBITOR_AUDIT_STATES, 'banned'];

/** One exhibiting organization: who registered it, its exhibitor, its members; the audit and the ban. */
function ExhibitorCard({ item, bventId }: { item: TExhibitorAudit; bventId: string }) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  const ex = item.exhibitor;
  const banned = ex?.status === 'banned';
  const choices = [...exhibitorDecisions(item.audit), ...(ex ? [banChoice(banned)] : [])];
  return (
    <ReviewCard
      testId="review-exhibitor"
      id={item.orgId}
      head={
        <div className="sf-review-item__head">
          {ex?.logo ? (
            <img
              className="sf-review-item__logo"
              src={ex.logo}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
          ) : null}
          <div>
            <h3>{ex?.name || item.orgName}</h3>
            {ex && ex.name !== item.orgName ? <p className="sf-review-muted">{item.orgName}</p> : null}
          </div>
        </div>
      }
      state={item.audit}
      stateLabel={t(`review_audit_${item.audit}`)}
      badges={
        banned ? (
          <span className="sf-bo-pill sf-review-state" data-state="banned" data-testid="review-banned">
            {t('review_banned')}
          </span>
        ) : null
      }
    >
      <dl className="sf-facts">
        {!ex ? (
          <>
            <dt>{t('review_exhibitor_page')}</dt>
            <dd>{t('review_no_exhibitor')}</dd>
          </>
        ) : null}
        <dt>{t('review_registered_at')}</dt>
        <dd>{reviewTime(item.registeredAt, zone)}</dd>
        <dt>{t('review_members')}</dt>
        <dd>
          {item.members.length === 0 ? (
            '—'
          ) : (
            <ul className="sf-bo-list sf-review-members">
              {item.members.map((m) => (
                <li key={m.accountId}>
                  <span>{m.fullName}</span>
                  {m.email ? <span className="sf-review-muted">{m.email}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </dd>
        {item.note ? (
          <>
            <dt>{t('demand_review_note')}</dt>
            <dd data-testid="review-item-note">{item.note}</dd>
          </>
        ) : null}
      </dl>
      <DecisionBar
        choices={choices}
        subject={ex?.name || item.orgName}
        noteHintKey="review_note_hint_exhibitor"
        run={(decision, note) =>
          decision === 'ban' || decision === 'unban'
            ? banAnExhibitor({ bventId, exhibitorId: ex!.id, banned: decision === 'ban', note })
            : decideExhibitor({ bventId, orgId: item.orgId, decision, note })
        }
      />
    </ReviewCard>
  );
}

/** The exhibitor audits: by state (and the banned ones), found by a keyword, decided in place. */
export function ExhibitorQueue(props: QueueProps<TExhibitorChip>) {
  const { t } = useTranslation();
  const { bventId, accountId, state: chip, keyword } = props;
  const banned = chip === 'banned';
  const query = useInfiniteQuery(
    exhibitorQueueOptions(bventId, accountId, banned ? 'approved' : chip, banned, keyword),
  );
  return (
    <ReviewQueue
      {...props}
      label={t('review_queue_exhibitors')}
      states={EXHIBITOR_CHIPS}
      stateLabel={(s) => t(s === 'banned' ? 'review_banned' : `review_audit_${s}`)}
      placeholder={t('review_search_exhibitors')}
      query={query}
      keyOf={(i) => i.orgId}
      renderItem={(i) => <ExhibitorCard item={i} bventId={bventId} />}
      testId="review-exhibitors"
    />
  );
}
