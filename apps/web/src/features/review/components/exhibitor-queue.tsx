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
import { KeywordBox, QueueList, StateChips } from './queue-view.tsx';
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
    <article className="sf-card sf-review-item" data-testid="review-exhibitor" data-id={item.orgId}>
      <div className="sf-review-item__head">
        {ex?.logo ? (
          <img className="sf-review-item__logo" src={ex.logo} alt="" width={48} height={48} loading="lazy" />
        ) : null}
        <div>
          <h3>{ex?.name || item.orgName}</h3>
          {ex && ex.name !== item.orgName ? <p className="sf-review-muted">{item.orgName}</p> : null}
        </div>
      </div>
      <div className="sf-review-badges">
        <span className="sf-review-state" data-state={item.audit} data-testid="review-state">
          {t(`review_audit_${item.audit}`)}
        </span>
        {banned ? (
          <span className="sf-review-state" data-state="banned" data-testid="review-banned">
            {t('review_banned')}
          </span>
        ) : null}
      </div>
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
            <ul className="sf-review-members">
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
        doneKey={(d) => `review_done_${d}`}
        run={(decision, note) =>
          decision === 'ban' || decision === 'unban'
            ? banAnExhibitor({ bventId, exhibitorId: ex!.id, banned: decision === 'ban', note })
            : decideExhibitor({ bventId, orgId: item.orgId, decision, note })
        }
      />
    </article>
  );
}

/** The exhibitor audits: by state (and the banned ones), found by a keyword, decided in place. */
export function ExhibitorQueue({
  bventId,
  accountId,
  chip,
  keyword,
  onChip,
  onKeyword,
}: {
  bventId: string;
  accountId: string;
  chip: TExhibitorChip;
  keyword: string;
  onChip: (chip: TExhibitorChip) => void;
  onKeyword: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const banned = chip === 'banned';
  const query = useInfiniteQuery(
    exhibitorQueueOptions(bventId, accountId, banned ? 'approved' : chip, banned, keyword),
  );
  const counts = query.data?.pages.at(-1)?.counts;
  return (
    <>
      <StateChips
        label={t('review_queue_exhibitors')}
        chips={EXHIBITOR_CHIPS.map((s) => ({
          key: s,
          label: t(s === 'banned' ? 'review_banned' : `review_audit_${s}`),
          count: counts?.[s],
        }))}
        selected={chip}
        onSelect={(s) => onChip(s as TExhibitorChip)}
      />
      <KeywordBox keyword={keyword} onKeyword={onKeyword} placeholder={t('review_search_exhibitors')} />
      <QueueList
        query={query}
        itemsOf={(p) => p.items}
        keyOf={(i) => i.orgId}
        renderItem={(i) => <ExhibitorCard item={i} bventId={bventId} />}
        emptyTitle={keyword ? t('review_no_match', { q: keyword }) : t('review_queue_empty')}
        testId="review-exhibitors"
      />
    </>
  );
}
