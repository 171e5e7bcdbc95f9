import { useState } from 'react';
import { ROOM_FEEDBACK_COMMENT_MAX } from '@showfloor/contracts';
import { failureDescription } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { saveFeedback } from '../api/room-queries.ts';

interface Props {
  room: string;
  ticket: { seat: string; token: string };
}

/** The post-negotiation survey: a rating of 1 to 5 and an optional comment, sent once. */
export function RoomFeedback({ room, ticket }: Props) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (state === 'done') {
    return (
      <p className="sf-room-feedback__thanks" role="status" data-testid="room-feedback-thanks">
        {t('room_feedback_thanks')}
      </p>
    );
  }
  return (
    <form
      className="sf-card sf-room-feedback"
      data-testid="room-feedback"
      onSubmit={(e) => {
        e.preventDefault();
        if (!rating || state === 'sending') return;
        setState('sending');
        saveFeedback({ roomNumber: room, seat: ticket.seat, seatToken: ticket.token, rating, comment }).then(
          () => setState('done'),
          (err: unknown) => {
            setError(failureDescription(err, t('room_reconnecting')));
            setState('idle');
          },
        );
      }}
    >
      <p className="sf-room-feedback__title">{t('room_feedback_title')}</p>
      <div className="sf-room-feedback__stars" role="radiogroup" aria-label={t('room_feedback_rating')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={t('room_feedback_star', { count: n })}
            className={`sf-room-feedback__star${n <= rating ? ' sf-room-feedback__star--on' : ''}`}
            data-testid={`room-feedback-star-${n}`}
            onClick={() => setRating(n)}
          >
            ★
          </button>
        ))}
      </div>
      <label className="sf-room-field">
        <span>{t('room_feedback_comment')}</span>
        <textarea
          value={comment}
          rows={3}
          maxLength={ROOM_FEEDBACK_COMMENT_MAX}
          data-testid="room-feedback-comment"
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      {error ? (
        <p className="sf-room-chat__error" role="alert" data-testid="room-feedback-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="sf-button sf-button--primary"
        disabled={!rating || state === 'sending'}
        data-testid="room-feedback-send"
      >
        {t('room_feedback_send')}
      </button>
    </form>
  );
}
