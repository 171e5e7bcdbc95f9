import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEMAND_NOTE_MAX, DEMAND_STATES, type TDemand, type TDemandState } from '@showfloor/contracts';
import { TOAST_MS } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { QueryState } from '../../../components/cards/query-state.tsx';
import {
  DemandFacts,
  DemandPictures,
  DemandStateBadge,
  DemandTags,
} from '../../../components/demand-facts.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { decideDemand, demandQueueOptions, REVIEW_KEY } from '../api/review-api.ts';
import '../../../components/form.css';
import '../../../components/back-office.css';
import './review.css';

/** One demand to decide: what the buyer wrote and showed; approve, or reject with the note the buyer reads. */
function ReviewItem({ demand: d, onDecided }: { demand: TDemand; onDecided: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && note.trim() === '') {
      setTried(true);
      return;
    }
    setBusy(true);
    try {
      await decideDemand({ bventId: d.bventId, id: d.id, decision, note: note.trim() });
      showToast(t(decision === 'approve' ? 'demand_approved_toast' : 'demand_rejected_toast'), TOAST_MS);
      onDecided();
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e), TOAST_MS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="sf-card sf-bo-card sf-review-item" data-testid="review-demand" data-id={d.id}>
      <DemandPictures pictures={d.pictures} />
      <h3>{d.title}</h3>
      <DemandStateBadge state={d.state} />
      <DemandTags tags={d.tags} />
      <DemandFacts demand={d} />
      {d.description ? <p>{d.description}</p> : null}
      {d.reviewNote ? (
        <p>
          {t('demand_review_note')}: {d.reviewNote}
        </p>
      ) : null}
      {d.state === 'pending' ? (
        <>
          <label className="sf-input">
            <span>{t('demand_reject_note_placeholder')}</span>
            <textarea
              value={note}
              maxLength={DEMAND_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              data-testid="review-note"
            />
          </label>
          {tried && note.trim() === '' ? (
            <p className="sf-review-error" role="alert">
              {t('demand_reject_note_required')}
            </p>
          ) : null}
          <div className="sf-review-item__buttons">
            <button
              type="button"
              className="sf-button sf-button--ghost"
              disabled={busy}
              onClick={() => void decide('reject')}
              data-testid="review-reject"
            >
              {t('demand_reject')}
            </button>
            <button
              type="button"
              className="sf-button sf-button--primary"
              disabled={busy}
              onClick={() => void decide('approve')}
              data-testid="review-approve"
            >
              {t('demand_approve')}
            </button>
          </div>
        </>
      ) : null}
    </li>
  );
}

/** The organizer's demand queue: by state with counts (pending first), each pending one decided in place. */
export function DemandReview({ bventId, accountId }: { bventId: string; accountId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<TDemandState>('pending');
  const query = useQuery(demandQueueOptions(bventId, accountId, state));
  const counts = query.data?.counts;
  return (
    <>
      <div className="sf-bo-chips" role="group" data-testid="review-tabs">
        {DEMAND_STATES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === state}
            onClick={() => setState(s)}
            data-testid={`review-tab-${s}`}
          >
            {t(`demand_state_${s}`)}
            {counts ? ` ${counts[s]}` : ''}
          </button>
        ))}
      </div>
      <QueryState
        query={{ ...query, data: query.data?.items }}
        isEmpty={(d) => d.length === 0}
        empty={<InlineState title={t('demand_review_empty')} />}
        skeleton={<div className="sf-card" style={{ height: 160 }} />}
        testId="review-demands"
      >
        {(list) => (
          <ul className="sf-bo-list" data-testid="review-demands">
            {list.map((d) => (
              <ReviewItem
                key={d.id}
                demand={d}
                onDecided={() => void client.invalidateQueries({ queryKey: [REVIEW_KEY] })}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
